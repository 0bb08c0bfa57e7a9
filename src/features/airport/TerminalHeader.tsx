import { PageHeader } from '../../ui/PageHeader.tsx';
import { TabLinks } from '../../ui/TabLinks.tsx';
import { airportText } from './messages.ts';
import { paths } from '../../lib/paths.ts';

interface TerminalHeaderProps {
  terminalId: string;
  name: string;
  /** The tab's own title ("Galleries in Terminal 2"): the heading is the terminal's name on every tab. */
  documentTitle: string;
}

/** A terminal page's heading, breadcrumbs and the tabs between its lists. */
export function TerminalHeader({ terminalId, name, documentTitle }: TerminalHeaderProps) {
  return (
    <PageHeader title={name} titleIsName documentTitle={documentTitle} crumbs={[{ label: airportText.title, to: paths.airport.href() }]}>
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
