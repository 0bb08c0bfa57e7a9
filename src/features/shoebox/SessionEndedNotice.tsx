import { Link, useLocation } from 'react-router';
import { paths, signInState } from '../../lib/addresses/paths.ts';
import { dismissSessionEnded, type SessionEndReason } from '../../lib/session/signed-in-user.ts';
import { shoeboxText } from './messages.ts';

/**
 * Said once, under the header, after the server refused the stored sign-in
 * (src/lib/clients/service-client.ts ended the session): browsing carries on as a visitor,
 * and the way back in is one link away. Polite, not an alert: nothing the
 * visitor was doing has failed. Gone when dismissed or when someone signs in.
 */
export function SessionEndedNotice({ reason }: { reason: SessionEndReason }) {
  const location = useLocation();
  // The sign-in page is where its link leads: there it would only point at itself.
  if (location.pathname === paths.signIn.href()) return null;
  return (
    <div className="session-notice" role="status">
      <p>{shoeboxText.session[reason]}</p>
      <div className="button-row">
        <Link to={paths.signIn.href()} state={signInState(location)} className="button">
          {shoeboxText.session.signInAgain}
        </Link>
        <button
          type="button"
          className="button button--quiet"
          onClick={() => {
            // The notice leaves with its button: focus goes on to the page, not to <body>.
            (document.querySelector<HTMLElement>('main h1') ?? document.getElementById('main'))?.focus();
            dismissSessionEnded();
          }}
        >
          {shoeboxText.session.dismiss}
        </button>
      </div>
    </div>
  );
}
