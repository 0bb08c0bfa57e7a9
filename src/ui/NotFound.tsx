import { Link } from 'react-router';
import { en } from '../lib/messages/en.shell.ts';
import { PageHeader } from './PageHeader.tsx';
import { paths } from '../lib/paths.shell.ts';

/** The one not-found page: unknown paths and ids that cannot exist. */
export function NotFound() {
  return (
    <>
      <PageHeader title={en.errors.notFoundTitle} />
      <p>{en.errors.notFoundBody}</p>
      <p>
        <Link to={paths.home.href()} className="button">
          {en.errors.backHome}
        </Link>
      </p>
    </>
  );
}
