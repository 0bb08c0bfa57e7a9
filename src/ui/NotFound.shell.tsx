import { Link } from 'react-router';
import { shellText } from '../lib/messages/shell-text.shell.ts';
import { PageHeader } from './PageHeader.shell.tsx';
import { paths } from '../lib/paths.shell.ts';

/** The one not-found page: unknown paths and ids that cannot exist. */
export function NotFound() {
  return (
    <>
      <PageHeader title={shellText.errors.notFoundTitle} />
      <p>{shellText.errors.notFoundBody}</p>
      <p>
        <Link to={paths.home.href()} className="button">
          {shellText.errors.backHome}
        </Link>
      </p>
    </>
  );
}
