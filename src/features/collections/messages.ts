/**
 * The collections pages' UI strings: the `collections` namespace of src/locales/*.json, in the
 * active language, downloaded with the pages' code rather than with the shell. Plain messages are
 * read as properties (`collectionsText.title`); those with arguments are the functions below.
 * The EDTF dates' words are its nested `edtf` messages (edtf.ts).
 */
import { messages } from '../../i18n/language.ts';

export const collectionsText = messages('collections', (t) => ({
  listsOf: (name: string) => t('listsOf', { name }),
  objectsIn: (name: string) => t('objectsIn', { name }),
  categoriesIn: (name: string) => t('categoriesIn', { name }),
  subcategoriesIn: (name: string) => t('subcategoriesIn', { name }),
  objectCount: (count: number) => t('objectCount', { count }),
  imageCount: (count: number) => t('imageCount', { count }),
  collectionFallback: (collectionId: string) => t('collectionFallback', { collectionId }),
  categoryFallback: (categoryId: string) => t('categoryFallback', { categoryId }),
  subcategoryFallback: (subcategoryId: string) => t('subcategoryFallback', { subcategoryId }),
  lookingIn: (where: string, checked: number, total: number | null) =>
    total === null ? t('lookingInUnknownTotal', { where, checked }) : t('lookingIn', { where, checked, total }),
  previousObject: (title: string) => t('previousObject', { title }),
  nextObject: (title: string) => t('nextObject', { title }),
  moreFrom: (name: string) => t('moreFrom', { name }),
  missingBody: (objectId: string) => t('missingBody', { objectId }),
  allIn: (name: string) => t('allIn', { name }),
  /** While the category is read for a subcategory's objects; once they are all found, where they were found. */
  checkedIn: (checked: number, total: number, category: string, done: boolean) =>
    done ? t('foundIn', { total, category }) : t('checkedIn', { checked, total, category }),
  edtf: {
    year: (year: string) => t('edtf.year', { year }),
    bce: (date: string) => t('edtf.bce', { date }),
    /** A year with unspecified trailing digits: "196X" is "1960s". */
    span: (first: string) => t('edtf.span', { first }),
    /** A month (and day) in a year written with unspecified digits: "June in the 1960s". */
    inSpan: (monthDay: string, span: string) => t('edtf.inSpan', { monthDay, span }),
    /** A month (and day) with the year unspecified entirely: "XXXX-12-25". */
    yearUnknown: (monthDay: string) => t('edtf.yearUnknown', { monthDay }),
    dateTime: (date: string, time: string) => t('edtf.dateTime', { date, time }),
    /** `season` is one of the catalog's choices (spring, springNorth, quarter1, half2...): edtf.ts maps EDTF's 21-41. */
    season: (season: string, year: string) => t('edtf.season', { season, year }),
    uncertain: (date: string) => t('edtf.uncertain', { date }),
    approximate: (date: string) => t('edtf.approximate', { date }),
    uncertainApproximate: (date: string) => t('edtf.uncertainApproximate', { date }),
    range: (start: string, end: string) => t('edtf.range', { start, end }),
    from: (start: string) => t('edtf.from', { start }),
    until: (end: string) => t('edtf.until', { end }),
    orEarlier: (date: string) => t('edtf.orEarlier', { date }),
    orLater: (date: string) => t('edtf.orLater', { date }),
  },
}));
