/** The shared list's strings (VirtualList, ErrorPanel): they load with the list, not with the shell. */
export const listText = {
  loadMore: 'Load more',
  loadingMore: 'Loading more…',
  retry: 'Retry',
  signInAgain: 'Sign in again',
  endOfList: 'End of list',
  empty: 'Nothing here yet.',
  showing: (shown: string, total: string) => `Showing ${shown} of ${total}`,
  showingAll: (shown: string) => `Showing all ${shown}`,
  showingSome: (shown: string) => `Showing ${shown}`,
  backToTop: 'Back to top',
  cursorRestarted: 'The list had expired on the server, so it was reloaded from the start.',
} as const;
