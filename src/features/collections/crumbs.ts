import { en } from '../../lib/messages/en.ts';
import { collectionsText } from './messages.ts';
import type { Crumb } from '../../ui/PageHeader.tsx';

export function categoryCrumbs(parent: { id: string; name: string } | undefined): Crumb[] {
  const crumbs: Crumb[] = [{ label: en.app.home, to: '/' }, { label: collectionsText.title, to: '/collections' }];
  if (parent) crumbs.push({ label: parent.name, to: `/collections/${parent.id}/categories` });
  return crumbs;
}
