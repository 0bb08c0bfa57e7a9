import { useInfiniteQuery } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { heading, type HeadArgs } from '../../../lib/head/route-head.ts';
import { objectContextAt } from '../../../lib/addresses/object-context.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { CollectionTabs } from '../CollectionTabs.tsx';
import { collectionsCrumb } from '../crumbs.ts';
import type { collectionObjectsLoader } from '../loaders.ts';
import { ObjectGrid } from '../ObjectGrid.tsx';
import { cachedCollectionName, useCollectionName } from '../names.ts';
import { collectionObjectsQuery } from '../queries.ts';

export function Component() {
  const { collectionId } = useLoaderData<typeof collectionObjectsLoader>();
  const name = useCollectionName(collectionId);
  const query = useInfiniteQuery(collectionObjectsQuery(collectionId));
  return (
    <>
      <PageHeader title={name} titleIsName crumbs={[collectionsCrumb()]}>
        <CollectionTabs collectionId={collectionId} name={name} />
      </PageHeader>
      <ObjectGrid query={query} name={name} contextAt={(_, index) => objectContextAt('collection', collectionId, index)} />
    </>
  );
}

export function head({ data, queryClient }: HeadArgs<{ collectionId: string }>) {
  return heading(cachedCollectionName(queryClient, data.collectionId), [collectionsCrumb()]);
}
