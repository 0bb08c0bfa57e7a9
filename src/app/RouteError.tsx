import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { en } from '../lib/messages/en.ts';
import { describeError } from '../lib/messages/errors.ts';
import { PageHeader } from '../ui/PageHeader.tsx';
import { NotFound } from './NotFound.tsx';

/**
 * The route error boundary: a readable sentence and a way back, never a stack
 * trace. API errors get their catalogue message; auth errors offer sign-in.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  const described = describeError(error);
  return (
    <>
      <PageHeader title={en.errors.routeErrorTitle} />
      <div className="error-panel" role="alert">
        <p className="error-panel__title">{described.title}</p>
        <p>{described.detail}</p>
      </div>
      <p className="button-row">
        {described.kind === 'auth' && (
          <Link to="/sign-in" className="button">
            {en.errors.signInAgain}
          </Link>
        )}
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {en.errors.tryAgain}
        </button>
        <Link to="/" className="button button--quiet">
          {en.errors.backHome}
        </Link>
      </p>
    </>
  );
}
