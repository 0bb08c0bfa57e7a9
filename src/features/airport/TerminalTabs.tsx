import { airportText } from './messages.ts';
import { TabLinks } from '../../ui/TabLinks.tsx';

export function TerminalTabs({ terminalId, name }: { terminalId: string; name: string }) {
  return (
    <TabLinks
      label={airportText.listsOf(name)}
      links={[
        { to: `/terminals/${terminalId}/galleries`, label: airportText.galleries },
        { to: `/terminals/${terminalId}/exhibitions`, label: airportText.exhibitions },
      ]}
    />
  );
}
