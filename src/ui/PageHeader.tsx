import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router';
import { shellText } from '../lib/messages/shell-text.shell.ts';
import { paths } from '../lib/paths.shell.ts';

export interface Crumb {
  label: string;
  to?: string;
}

interface PageHeaderProps {
  title: string;
  /** The tab's title when the heading alone would not tell this page from its siblings (a parent's tabs). */
  documentTitle?: string;
  /** The trail between Home and this page (Home itself is added); none on home and error pages. */
  crumbs?: Crumb[];
  children?: ReactNode;
}

/**
 * Every page starts with this: breadcrumbs, the one h1 (focused by the layout
 * after navigation, hence tabIndex -1) and the document title.
 */
export function PageHeader({ title, documentTitle = title, crumbs, children }: PageHeaderProps) {
  useEffect(() => {
    document.title = `${documentTitle} · ${shellText.app.name}`;
  }, [documentTitle]);

  return (
    <header className="page-header">
      {crumbs && (
        <nav aria-label={shellText.app.breadcrumbs} className="breadcrumbs">
          <ol>
            {[{ label: shellText.app.home, to: paths.home.href() }, ...crumbs].map((crumb, index) => (
              <li key={`${index}-${crumb.label}`}>{crumb.to ? <Link to={crumb.to}>{crumb.label}</Link> : <span>{crumb.label}</span>}</li>
            ))}
            <li>
              <span aria-current="page">{title}</span>
            </li>
          </ol>
        </nav>
      )}
      <h1 tabIndex={-1}>{title}</h1>
      {children}
    </header>
  );
}
