import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { shellText } from '../lib/messages/shell-text.ts';
import { paths } from '../lib/addresses/paths.ts';
import type { Crumb } from '../lib/head/route-head.ts';

export type { Crumb };

interface PageHeaderProps {
  title: string;
  /** The title is a name from the data (a collection, an object): isolated like all API text. */
  titleIsName?: boolean;
  /** The trail between Home and this page (Home itself is added); none on home and error pages. */
  crumbs?: Crumb[];
  children?: ReactNode;
}

/** API text keeps its own direction and cannot reorder what is around it (docs/design.md section 1). */
function Text({ text, isName }: { text: string; isName: boolean | undefined }) {
  return isName ? <bdi>{text}</bdi> : text;
}

/**
 * Every page starts with this: breadcrumbs and the one h1 (focused by the layout
 * after navigation, hence tabIndex -1). The document's title and trail are the
 * route's `head` (src/lib/head/route-head.ts `heading`, from the same title and crumbs).
 */
export function PageHeader({ title, titleIsName, crumbs, children }: PageHeaderProps) {
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
