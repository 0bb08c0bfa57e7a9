import { en } from '../../lib/messages/en.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { TabLinks } from '../../ui/TabLinks.tsx';
import { airportText } from './messages.ts';

/** A terminal page's heading, breadcrumbs and the tabs between its lists. */
export function TerminalHeader({ terminalId, name }: { terminalId: string; name: string }) {
  return (
    <PageHeader title={name} crumbs={[{ label: en.app.home, to: '/' }, { label: airportText.title, to: '/airport' }]}>
      <TabLinks
        label={airportText.listsOf(name)}
        links={[
          { to: `/terminals/${terminalId}/galleries`, label: airportText.galleries },
          { to: `/terminals/${terminalId}/exhibitions`, label: airportText.exhibitions },
        ]}
      />
    </PageHeader>
  );
}
