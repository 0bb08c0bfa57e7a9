import { Link } from 'react-router';
import { shellText } from '../lib/messages/shell-text.ts';
import { PageHeader } from './PageHeader.tsx';
import { paths } from '../lib/addresses/paths.ts';

/**
 * The one not-found page: unknown paths and ids that cannot exist. Its 404 and its head (not to be
 * indexed: route-head.ts `notFoundHead`) are its route's: the `*` route's loader, a loader's thrown
 * 404, a lookup that found nothing.
 */
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
