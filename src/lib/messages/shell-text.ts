/**
 * The shell's UI strings (app frame, navigation, boot and error copy), in the active language:
 * the `shell` namespace of src/locales/*.json, loaded at boot before the first render. Each feature
 * keeps its own namespace, loaded with its code, and the shared list its own (src/ui/list-messages.ts).
 */
import { messages } from '../../i18n/language.ts';

export const shellText = messages('shell', (t) => ({
  app: {
    signedInAs: (name: string) => t('app.signedInAs', { name }),
    /** A page's description when it has none of its own: its title, then the tagline, as sentences of the language. */
    pageDescription: (title: string) => t('app.pageDescription', { title }),
    /** A list's page N in the tab's title ("Aviation Museum, page 2"): the page header is in the shell. */
    pageTitle: (title: string, page: number) => t('app.pageTitle', { title, page }),
  },
  search: {
    /** A suggestion standing for several entries of one name: how many. */
    sameNameObjects: (count: number) => t('search.sameNameObjects', { count }),
    sameNameResults: (count: number) => t('search.sameNameResults', { count }),
  },
}));
