import { Link } from 'react-router';
import { shellText } from '../lib/messages/shell-text.ts';
import { PageHeader } from './PageHeader.tsx';
import { paths } from '../lib/paths.ts';
import { useServerRender } from '../lib/server-render.ts';
import { usePageHead } from '../lib/use-page-head.ts';

/** The one not-found page: unknown paths and ids that cannot exist. */
export function NotFound() {
  // Wherever it is rendered (an unknown path, a malformed id, a lookup that found nothing), the server
  // answers 404, and the page says it is not to be indexed.
  useServerRender()?.status(404);
  usePageHead({ notFound: true });
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
