import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { NavLink, Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { en } from '../lib/messages/en.shell.ts';
import { endSession, useSignedInUser } from '../lib/session.shell.ts';
import { useOnlineStatus } from '../lib/use-online-status.ts';
import { isKioskMode } from '../features/kiosk/kiosk-mode.ts';
import { paths } from '../lib/paths.shell.ts';

// Kiosk code is only fetched on kiosks; phones never download it. (Its one chunk also holds the kiosk router.)
const KioskLayer = lazy(() => import('./kiosk-router.ts').then((module) => ({ default: module.KioskLayer })));

const NAV_ITEMS = [
  { to: paths.collections.href(), label: en.nav.collections },
  { to: paths.airport.href(), label: en.nav.airport },
  { to: paths.flightsToday.href(), label: en.nav.flights },
  { to: paths.social.href(), label: en.nav.social },
  { to: paths.shoebox.href(), label: en.nav.shoebox },
] as const;

/** Moves focus to the new page's heading after client-side navigation, so
 * screen readers announce it and keyboard users start at the content. */
function useFocusHeadingOnNavigate(): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const frame = requestAnimationFrame(() => {
      document.querySelector<HTMLElement>('main h1')?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
}

export function Layout() {
  useFocusHeadingOnNavigate();
  const navigation = useNavigation();
  const online = useOnlineStatus();
  const user = useSignedInUser();
  // Decided once per page load: config, or ?kiosk=1 remembered for the session.
  const [kiosk] = useState(isKioskMode);

  return (
    <div className="shell" aria-busy={navigation.state === 'loading'}>
      <a className="skip-link" href="#main">
        {en.app.skipToContent}
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          {/* data-kiosk-logo: on kiosks a 3-second press here opens the operator's exit. */}
          <NavLink to={paths.home.href()} className="brand" aria-label={`${en.app.name}, ${en.app.home}`} data-kiosk-logo="">
            <svg aria-hidden="true" viewBox="0 0 64 64" width="28" height="28">
              <path d="M10 40 L32 14 L54 40 Z" fill="none" stroke="currentColor" strokeWidth="6" strokeLinejoin="round" />
              <rect x="22" y="34" width="20" height="16" fill="currentColor" />
            </svg>
            <span>{en.app.name}</span>
          </NavLink>
          <nav aria-label={en.app.primaryNav} className="primary-nav">
            <ul>
              {NAV_ITEMS.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to}>{item.label}</NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="account">
            {user ? (
              <>
                <span className="account__name">{en.app.signedInAs(user.name)}</span>
                <button type="button" className="button button--quiet" onClick={endSession}>
                  {en.app.signOut}
                </button>
              </>
            ) : (
              <NavLink to={paths.signIn.href()} className="button button--quiet">
                {en.app.signIn}
              </NavLink>
            )}
          </div>
        </div>
        {navigation.state === 'loading' && <div className="route-progress" aria-hidden="true" />}
      </header>
      {!online && (
        <p className="offline-banner" role="status">
          {en.app.offline}
        </p>
      )}
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {kiosk && (
        <Suspense fallback={null}>
          <KioskLayer />
        </Suspense>
      )}
      <ScrollRestoration />
    </div>
  );
}
