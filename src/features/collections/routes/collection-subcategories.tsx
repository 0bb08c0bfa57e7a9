import { useInfiniteQuery } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { heading, type HeadArgs } from '../../../lib/head/route-head.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { CollectionTabs } from '../CollectionTabs.tsx';
import { collectionCrumbs } from '../crumbs.ts';
import type { collectionSubcategoriesLoader } from '../loaders.ts';
import { collectionsText } from '../messages.ts';
import { cachedCollectionName, useCollectionName } from '../names.ts';
import { collectionSubcategoriesQuery } from '../queries.ts';
import { SubcategoryList } from '../SubcategoryList.tsx';

export function Component() {
  const { collectionId } = useLoaderData<typeof collectionSubcategoriesLoader>();
  const name = useCollectionName(collectionId);
  const query = useInfiniteQuery(collectionSubcategoriesQuery(collectionId));
  return (
    <>
      <PageHeader title={collectionsText.subcategoriesIn(name)} crumbs={collectionCrumbs({ id: collectionId, name })}>
        <CollectionTabs collectionId={collectionId} name={name} />
      </PageHeader>
      <SubcategoryList query={query} parentName={name} />
    </>
  );
}

export function head({ data: { collectionId }, queryClient }: HeadArgs<{ collectionId: string }>) {
  const name = cachedCollectionName(queryClient, collectionId);
  return heading(collectionsText.subcategoriesIn(name), collectionCrumbs({ id: collectionId, name }));
}
