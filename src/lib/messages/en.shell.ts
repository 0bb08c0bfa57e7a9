/**
 * The shell's UI strings in English (app frame, navigation, boot and error
 * copy); components hold no literal copy, fallbacks for unnamed records
 * included. Each feature keeps its own strings in its `messages.ts`, and the
 * shared list its own in src/ui/list-messages.ts, so they load with the code
 * that shows them rather than with every page. Error sentences for API codes
 * are in errors.ts beside this file.
 */
export const en = {
  app: {
    name: 'Hangar',
    tagline: 'The aviation museum and the airport, one tap away.',
    skipToContent: 'Skip to main content',
    primaryNav: 'Main',
    breadcrumbs: 'Breadcrumb',
    home: 'Home',
    loading: 'Loading…',
    offline: 'You are offline. Pages you have already seen stay available; new pages load when the connection returns.',
    signedInAs: (name: string) => `Signed in as ${name}`,
    signIn: 'Sign in',
    signOut: 'Sign out',
  },
  nav: {
    collections: 'Collections',
    airport: 'Airport',
    flights: 'Flights',
    social: 'Social',
    shoebox: 'Shoebox',
  },
  boot: {
    configErrorTitle: 'Hangar could not start',
    configErrorBody: 'The runtime configuration (config.json) is missing or invalid:',
    configErrorHelp: 'Ask the person who deployed Hangar to fix config.json, then reload.',
    reload: 'Reload',
  },
  errors: {
    notFoundTitle: 'Page not found',
    notFoundBody: 'There is nothing at this address. It may have moved, or the link may be mistyped.',
    routeErrorTitle: 'Something went wrong on this page',
    routeErrorBody: 'The page could not be shown. Your place elsewhere in Hangar is safe.',
    pageCodeUnavailable: 'This page could not be downloaded. Check the Wi-Fi or network connection, then try again.',
    backHome: 'Back to the home page',
    tryAgain: 'Try again',
  },
} as const;

export type Messages = typeof en;
