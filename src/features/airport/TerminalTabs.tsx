import { en } from '../../lib/messages/en.ts';
import { TabLinks } from '../../ui/TabLinks.tsx';

export function TerminalTabs({ terminalId, name }: { terminalId: string; name: string }) {
  return (
    <TabLinks
      label={en.airport.listsOf(name)}
      links={[
        { to: `/terminals/${terminalId}/galleries`, label: en.airport.galleries },
        { to: `/terminals/${terminalId}/exhibitions`, label: en.airport.exhibitions },
      ]}
    />
  );
}
