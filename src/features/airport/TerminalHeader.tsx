import { heading, type PageMeta } from '../../lib/head/route-head.ts';
import { PageHeader, type Crumb } from '../../ui/PageHeader.tsx';
import { TabLinks } from '../../ui/TabLinks.tsx';
import { airportText } from './messages.ts';
import { paths } from '../../lib/addresses/paths.ts';

interface TerminalHeaderProps {
  terminalId: string;
  name: string;
}

const terminalCrumbs = (): Crumb[] => [{ label: airportText.title, to: paths.airport.href() }];

/**
 * A terminal tab's head: the heading is the terminal's name on every tab, the tab's title its own
 * ("Galleries in Terminal 2").
 */
export const terminalHead = (name: string, documentTitle: string): PageMeta => heading(name, terminalCrumbs(), documentTitle);

/** A terminal page's heading, breadcrumbs and the tabs between its lists. */
export function TerminalHeader({ terminalId, name }: TerminalHeaderProps) {
  return (
    <PageHeader title={name} titleIsName crumbs={terminalCrumbs()}>
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
