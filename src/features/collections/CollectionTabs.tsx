import { paths } from '../../lib/addresses/paths.ts';
import { TabLinks } from '../../ui/TabLinks.tsx';
import { collectionsText } from './messages.ts';

export function CollectionTabs({ collectionId, name }: { collectionId: string; name: string }) {
  return (
    <TabLinks
      label={collectionsText.listsOf(name)}
      links={[
        { to: paths.collectionObjects.href(collectionId), label: collectionsText.objects },
        { to: paths.collectionCategories.href(collectionId), label: collectionsText.categories },
        { to: paths.collectionSubcategories.href(collectionId), label: collectionsText.subcategories },
      ]}
    />
  );
}

export function CategoryTabs({ categoryId, name }: { categoryId: string; name: string }) {
  return (
    <TabLinks
      label={collectionsText.listsOf(name)}
      links={[
        { to: paths.categoryObjects.href(categoryId), label: collectionsText.objects },
        { to: paths.categorySubcategories.href(categoryId), label: collectionsText.subcategories },
      ]}
    />
  );
}
