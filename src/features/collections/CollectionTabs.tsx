import { en } from '../../lib/messages/en.ts';
import { TabLinks } from '../../ui/TabLinks.tsx';

export function CollectionTabs({ collectionId, name }: { collectionId: string; name: string }) {
  const base = `/collections/${collectionId}`;
  return (
    <TabLinks
      label={en.collections.listsOf(name)}
      links={[
        { to: `${base}/objects`, label: en.collections.objects },
        { to: `${base}/categories`, label: en.collections.categories },
        { to: `${base}/subcategories`, label: en.collections.subcategories },
      ]}
    />
  );
}

export function CategoryTabs({ categoryId, name }: { categoryId: string; name: string }) {
  const base = `/categories/${categoryId}`;
  return (
    <TabLinks
      label={en.collections.listsOf(name)}
      links={[
        { to: `${base}/objects`, label: en.collections.objects },
        { to: `${base}/subcategories`, label: en.collections.subcategories },
      ]}
    />
  );
}
