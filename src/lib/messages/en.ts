/**
 * The shell's UI strings in English (app frame, navigation, boot, shared list
 * and error copy); components never hold literal copy. Each feature keeps its
 * own strings in its `messages.ts`, so they load with that feature's code
 * rather than with every page. Error sentences for API codes are in errors.ts.
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
    backHome: 'Back to the home page',
    tryAgain: 'Try again',
    signInAgain: 'Sign in again',
  },
  list: {
    loadMore: 'Load more',
    loadingMore: 'Loading more…',
    retry: 'Retry',
    endOfList: 'End of list',
    empty: 'Nothing here yet.',
    showing: (shown: string, total: string) => `Showing ${shown} of ${total}`,
    showingAll: (shown: string) => `Showing all ${shown}`,
    showingSome: (shown: string) => `Showing ${shown}`,
    cursorRestarted: 'The list had expired on the server, so it was reloaded from the start.',
  },
} as const;

export type Messages = typeof en;
