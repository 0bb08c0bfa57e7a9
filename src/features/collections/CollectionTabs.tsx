import { collectionsText } from './messages.ts';
import { TabLinks } from '../../ui/TabLinks.tsx';

export function CollectionTabs({ collectionId, name }: { collectionId: string; name: string }) {
  const base = `/collections/${collectionId}`;
  return (
    <TabLinks
      label={collectionsText.listsOf(name)}
      links={[
        { to: `${base}/objects`, label: collectionsText.objects },
        { to: `${base}/categories`, label: collectionsText.categories },
        { to: `${base}/subcategories`, label: collectionsText.subcategories },
      ]}
    />
  );
}

export function CategoryTabs({ categoryId, name }: { categoryId: string; name: string }) {
  const base = `/categories/${categoryId}`;
  return (
    <TabLinks
      label={collectionsText.listsOf(name)}
      links={[
        { to: `${base}/objects`, label: collectionsText.objects },
        { to: `${base}/subcategories`, label: collectionsText.subcategories },
      ]}
    />
  );
}
