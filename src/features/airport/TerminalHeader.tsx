import { PageHeader } from '../../ui/PageHeader.tsx';
import { TabLinks } from '../../ui/TabLinks.tsx';
import { airportText } from './messages.ts';
import { paths } from '../../lib/paths.shell.ts';

/** A terminal page's heading, breadcrumbs and the tabs between its lists. */
export function TerminalHeader({ terminalId, name }: { terminalId: string; name: string }) {
  return (
    <PageHeader title={name} crumbs={[{ label: airportText.title, to: paths.airport.href() }]}>
      <TabLinks
        label={airportText.listsOf(name)}
        links={[
          { to: paths.terminalGalleries.href(terminalId), label: airportText.galleries },
          { to: paths.terminalExhibitions.href(terminalId), label: airportText.exhibitions },
        ]}
      />
    </PageHeader>
  );
}
