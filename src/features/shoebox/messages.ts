/**
 * The shoebox and sign-in pages' strings: the `shoebox` namespace of src/locales/*.json, downloaded
 * (in the active language only) when one of these pages first renders. Plain messages are read as
 * properties (`shoeboxText.title`); those with arguments are the functions below. The sign-in page's
 * are `shoeboxText.signIn.*`, the ended-session notice's `shoeboxText.session.*`. Read them at
 * render or in handlers, never at module level: they would stay in the language of that moment.
 */
import { messages } from '../../i18n/language.ts';

export const shoeboxText = messages('shoebox', (t) => ({
  remove: (title: string) => t('remove', { title }),
  removed: (title: string) => t('removed', { title }),
  removedMany: (count: number) => t('removedMany', { count }),
  alreadyGone: (title: string) => t('alreadyGone', { title }),
  alreadyGoneMany: (count: number) => t('alreadyGoneMany', { count }),
  removeFailed: (title: string) => t('removeFailed', { title }),
  removeFailedMany: (count: number) => t('removeFailedMany', { count }),
  emptyConfirm: (count: number) => t('emptyConfirm', { count }),
  /** `date`: already formatted in the active language (formatUnixDate). */
  added: (date: string) => t('added', { date }),
  // One message per type, not a translated type name put before the id (word order differs).
  objectFallback: (id: string) => t('objectFallback', { id }),
  postFallback: (id: string) => t('postFallback', { id }),
  flightFallback: (id: string) => t('flightFallback', { id }),
  otherFallback: (id: string) => t('otherFallback', { id }),
  /** Sentences side by side: a space in English and Spanish, none after Chinese full stops. */
  twoSentences: (first: string, second: string) => t('twoSentences', { first, second }),
  signIn: {
    demoAs: (name: string) => t('signIn.demoAs', { name }),
    signedInAs: (name: string) => t('signIn.signedInAs', { name }),
  },
}));
