import type { ReactNode } from 'react';
import { Link, useLocation, useMatches } from 'react-router';
import { shellText } from '../lib/messages/shell-text.ts';
import { paths } from '../lib/paths.ts';
import { usePageHead } from '../lib/use-page-head.ts';
import { ownsPageParam, pageNumberOf } from '../lib/list-page.ts';

/** A crumb is Hangar's own words (`label`) or a name from the data (`name`: isolated, never translated). */
export type Crumb = ({ label: string; name?: never } | { name: string; label?: never }) & { to?: string };

interface PageHeaderProps {
  title: string;
  /** The title is a name from the data (a collection, an object): isolated like all API text. */
  titleIsName?: boolean;
  /** The tab's title when the heading alone would not tell this page from its siblings (a parent's tabs). */
  documentTitle?: string;
  /** The trail between Home and this page (Home itself is added); none on home and error pages. */
  crumbs?: Crumb[];
  children?: ReactNode;
}

/** API text keeps its own direction and cannot reorder what is around it (docs/design.md section 1). */
function Text({ text, isName }: { text: string; isName: boolean | undefined }) {
  return isName ? <bdi>{text}</bdi> : text;
}

/**
 * Every page starts with this: breadcrumbs, the one h1 (focused by the layout
 * after navigation, hence tabIndex -1) and the document title.
 */
export function PageHeader({ title, titleIsName, documentTitle = title, crumbs, children }: PageHeaderProps) {
  // A list's page N names itself in the tab (and in a search result, a bookmark): "…, page 2".
  const { search } = useLocation();
  const listPage = ownsPageParam(useMatches().at(-1)?.params) ? pageNumberOf(search) : 1;
  // The tab's title and the trail, in the document's head on both sides (the server's page, each navigation).
  usePageHead({
    title: listPage > 1 ? shellText.app.pageTitle(documentTitle, listPage) : documentTitle,
    ...(crumbs && {
      crumbs: [
        { name: shellText.app.home, href: paths.home.href() },
        ...crumbs.map((crumb) => ({ name: crumb.name ?? crumb.label, ...(crumb.to && { href: crumb.to }) })),
        { name: title },
      ],
    }),
  });

  return (
    <header className="page-header">
      {crumbs && (
        <nav aria-label={shellText.app.breadcrumbs} className="breadcrumbs">
          <ol>
            {[{ label: shellText.app.home, to: paths.home.href() }, ...crumbs].map((crumb, index) => {
              const text = <Text text={crumb.name ?? crumb.label} isName={crumb.name !== undefined} />;
              return <li key={index}>{crumb.to ? <Link to={crumb.to}>{text}</Link> : <span>{text}</span>}</li>;
            })}
            <li>
              <span aria-current="page">
                <Text text={title} isName={titleIsName} />
              </span>
            </li>
          </ol>
        </nav>
      )}
      <h1 tabIndex={-1}>
        <Text text={title} isName={titleIsName} />
      </h1>
      {children}
    </header>
  );
}
