import { Link, useLocation } from 'react-router';
import { describeError } from '../lib/messages/errors.ts';
import { shellText } from '../lib/messages/shell-text.ts';
import { listText } from './list-messages.ts';
import { paths, signInState } from '../lib/addresses/paths.ts';

interface ErrorPanelProps {
  error: unknown;
  onRetry?: () => void;
}

/**
 * A failed request, in words a visitor understands, with the way forward:
 * retry where retrying can help, sign-in for token problems, the home page
 * for a record that does not exist (asking again would get the same answer).
 */
export function ErrorPanel({ error, onRetry }: ErrorPanelProps) {
  const described = describeError(error);
  const location = useLocation();
  return (
    <div className="error-panel" role="alert">
      <p className="error-panel__title">{described.title}</p>
      <p>{described.detail}</p>
      <div className="button-row">
        {onRetry && described.kind !== 'auth' && described.kind !== 'not-found' && (
          <button type="button" className="button" onClick={onRetry}>
            {listText.retry}
          </button>
        )}
        {described.kind === 'auth' && (
          <Link to={paths.signIn.href()} state={signInState(location)} className="button">
            {listText.signInAgain}
          </Link>
        )}
        {described.kind === 'not-found' && (
          <Link to={paths.home.href()} className="button">
            {shellText.errors.backHome}
          </Link>
        )}
      </div>
    </div>
  );
}
