import { lazy, Suspense, useEffect, useEffectEvent, useRef, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { flushSync } from 'react-dom';
import { Link, NavLink, Outlet, useLocation, useNavigation, useNavigationType } from 'react-router';
import { shellText } from '../lib/messages/shell-text.ts';
import { endSession, useSessionEnded, useSignedInUser } from '../lib/session/signed-in-user.ts';
import { useOnlineStatus } from '../lib/browser/use-online-status.ts';
import { applyUpdate, isUpdateReady, subscribeToUpdate } from '../lib/browser/service-worker.ts';
import { isKioskMode } from '../lib/session/kiosk-mode.ts';
import { paths, signInState } from '../lib/addresses/paths.ts';
import { revealInStrip } from '../ui/reveal-in-strip.ts';
import { NAV_SECTIONS, sectionCurrent } from './nav-sections.ts';
import { LanguageMenu } from './LanguageMenu.tsx';
import { HeaderSearch, useSearchable } from './HeaderSearch.tsx';
import { useScrollRestoration } from './use-scroll-restoration.ts';

// Kiosk code is only fetched on kiosks; phones never download it. (Its one chunk also holds the kiosk router.)
const KioskLayer = lazy(() => import('./kiosk-router.ts').then((module) => ({ default: module.KioskLayer })));
// Only fetched when the server has refused a stored sign-in.
const SessionEndedNotice = lazy(() =>
  import('../features/shoebox/SessionEndedNotice.tsx').then((module) => ({ default: module.SessionEndedNotice })),
);

/** Moves focus to the new page's heading after client-side navigation, so
 * screen readers announce it and keyboard users start at the content. After
 * Back or Forward, a page that has already put focus back where the visitor
 * was (a list, on the tile that was opened) keeps it. */
function useFocusHeadingOnNavigate(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const first = useRef(true);
  const focusHeading = useEffectEvent(() => {
    const main = document.getElementById('main');
    const active = document.activeElement;
    if (navigationType === 'POP' && active !== main && main?.contains(active)) return;
    // A visitor already typing in the new page's form keeps the field: the heading's focus comes a
    // frame after the page, and a slow frame (WebKit, seen in the cross-browser sign-in journey)
    // took the field away after its first character.
    if (active instanceof HTMLElement && active.matches('input, textarea, select') && main?.contains(active)) return;
    main?.querySelector('h1')?.focus({ preventScroll: true });
  });
  useEffect(() => {
    revealInStrip(document.querySelector('.primary-nav'));
    if (first.current) {
      first.current = false;
      return;
    }
    const frame = requestAnimationFrame(focusHeading);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}

/**
 * The skip link moves focus to the content without a fragment navigation: the browser's entry for
 * `#main` has no state, so the router keyed it 'default', and the list on it found neither the
 * tile opened from it nor its place under that key on Back: focus went to the heading, 2,400 px
 * above the tile (issue #38 item 5). Without JavaScript the link is a plain fragment link.
 */
function skipToMain(event: MouseEvent<HTMLAnchorElement>): void {
  const main = document.getElementById('main');
  if (!main) return;
  event.preventDefault();
  main.focus();
}

/**
 * A new version, once its worker is installed: announced, then applied at the visitor's next
 * navigation (the page they asked for loads again with the new code), so no page ever runs two
 * versions. A kiosk applies it at its idle reset instead (KioskLayer), never under a visitor's finger.
 */
function useUpdateOnNextNavigation(kiosk: boolean): boolean {
  const ready = useSyncExternalStore(subscribeToUpdate, isUpdateReady, () => false);
  const { key } = useLocation();
  const shownAt = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || kiosk) return;
    if (shownAt.current === null) shownAt.current = key;
    else if (shownAt.current !== key) applyUpdate();
  }, [ready, kiosk, key]);
  return ready && !kiosk;
}

export function Layout() {
  useFocusHeadingOnNavigate();
  useScrollRestoration();
  const navigation = useNavigation();
  const online = useOnlineStatus();
  const user = useSignedInUser();
  const ended = useSessionEnded();
  const location = useLocation();
  const signInLink = useRef<HTMLAnchorElement>(null);
  // Decided once per page load: config, or ?kiosk=1 remembered for the session.
  const [kiosk] = useState(isKioskMode);
  const updateReady = useUpdateOnNextNavigation(kiosk);
  // Only a server with a catalogue answers searches (config.json says `"search": true`).
  const searchable = useSearchable();

  return (
    <div className="shell" aria-busy={navigation.state === 'loading'}>
      <a className="skip-link" href="#main" onClick={skipToMain}>
        {shellText.app.skipToContent}
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          {/* data-kiosk-logo: on kiosks a 3-second press here opens the operator's exit. */}
          <NavLink to={paths.home.href()} className="brand" aria-label={`${shellText.app.name}, ${shellText.app.home}`} data-kiosk-logo="">
            <svg aria-hidden="true" viewBox="0 0 64 64" width="28" height="28">
              <path d="M10 40 L32 14 L54 40 Z" fill="none" stroke="currentColor" strokeWidth="6" strokeLinejoin="round" />
              <rect x="22" y="34" width="20" height="16" fill="currentColor" />
            </svg>
            <span>{shellText.app.name}</span>
          </NavLink>
          <nav
            aria-label={shellText.app.primaryNav}
            className="primary-nav"
            onFocus={(event) => revealInStrip(event.currentTarget, event.target)}
          >
            <ul>
              {NAV_SECTIONS.map((section) => (
                <li key={section.to}>
                  <Link to={section.to} aria-current={sectionCurrent(section, location.pathname)}>
                    {shellText.nav[section.name]}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {searchable && <HeaderSearch kiosk={kiosk} />}
          <div className="account">
            <LanguageMenu kiosk={kiosk} />
            {user ? (
              <>
                {/* Without a name (a pasted token, none typed) the Sign out button says enough. */}
                {user.name && <span className="account__name">{shellText.app.signedInAs(user.name)}</span>}
                <button
                  type="button"
                  className="button button--quiet"
                  onClick={() => {
                    // The button goes with the session: focus moves to the Sign in link that takes its place.
                    flushSync(() => endSession());
                    signInLink.current?.focus();
                  }}
                >
                  {shellText.app.signOut}
                </button>
              </>
            ) : kiosk ? null : (
              // A kiosk asks nobody for a token: its shoebox page hands over to the visitor's phone.
              <NavLink ref={signInLink} to={paths.signIn.href()} state={signInState(location)} className="button button--quiet">
                {shellText.app.signIn}
              </NavLink>
            )}
          </div>
        </div>
        {navigation.state === 'loading' && <div className="route-progress" aria-hidden="true" />}
      </header>
      {!online && (
        <p className="offline-banner" role="status">
          {shellText.app.offline}
        </p>
      )}
      {updateReady && (
        <p className="update-banner" role="status">
          {shellText.app.updateReady}
        </p>
      )}
      {ended && (
        <Suspense fallback={null}>
          <SessionEndedNotice reason={ended} />
        </Suspense>
      )}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {kiosk && (
        <Suspense fallback={null}>
          <KioskLayer />
        </Suspense>
      )}
    </div>
  );
}
