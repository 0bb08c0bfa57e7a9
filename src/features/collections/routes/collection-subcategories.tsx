import { useInfiniteQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { en } from '../../../lib/messages/en.ts';
import { collectionsText } from '../messages.ts';
import { requireId } from '../../../lib/route-id.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { SubcategoryList } from '../SubcategoryList.tsx';
import { CollectionTabs } from '../CollectionTabs.tsx';
import { useCollectionName } from '../names.ts';
import { collectionSubcategoriesQuery } from '../queries.ts';

export function Component() {
  const collectionId = requireId(useParams().collectionId);
  const name = useCollectionName(collectionId);
  const query = useInfiniteQuery(collectionSubcategoriesQuery(collectionId));
  return (
    <>
      <PageHeader
        title={collectionsText.subcategoriesIn(name)}
        crumbs={[{ label: en.app.home, to: '/' }, { label: collectionsText.title, to: '/collections' }, { label: name, to: `/collections/${collectionId}/objects` }]}
      >
        <CollectionTabs collectionId={collectionId} name={name} />
      </PageHeader>
      <SubcategoryList query={query} parentName={name} />
    </>
  );
}
