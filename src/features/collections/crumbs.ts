import { paths } from '../../lib/addresses/paths.ts';
import type { Crumb } from '../../ui/PageHeader.tsx';
import { collectionsText } from './messages.ts';

/** Breadcrumb trails of the collection pages (PageHeader adds Home in front). */
export const collectionsCrumb = (): Crumb => ({ label: collectionsText.title, to: paths.collections.href() });

/** Collections › the collection (its objects). */
export function collectionCrumbs(collection: { id: string; name: string }): Crumb[] {
  return [collectionsCrumb(), { name: collection.name, to: paths.collectionObjects.href(collection.id) }];
}

/** Collections › the category's collection (its categories), when a cached record names it. */
export function categoryCrumbs(parent: { id: string; name: string } | undefined): Crumb[] {
  const crumbs = [collectionsCrumb()];
  if (parent) crumbs.push({ name: parent.name, to: paths.collectionCategories.href(parent.id) });
  return crumbs;
}
