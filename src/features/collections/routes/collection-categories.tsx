import { useInfiniteQuery } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { heading, type HeadArgs } from '../../../lib/head/route-head.ts';
import { paths } from '../../../lib/addresses/paths.ts';
import { recordKey } from '../../../lib/records/fields.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { VirtualList } from '../../../ui/VirtualList.tsx';
import { CollectionTabs } from '../CollectionTabs.tsx';
import { collectionCrumbs } from '../crumbs.ts';
import type { collectionCategoriesLoader } from '../loaders.ts';
import { RecordRow } from '../RecordRow.tsx';
import { recordRowsLayout } from '../layouts.ts';
import { collectionsText } from '../messages.ts';
import { cachedCollectionName, useCollectionName } from '../names.ts';
import { collectionCategoriesQuery } from '../queries.ts';

export function Component() {
  const { collectionId } = useLoaderData<typeof collectionCategoriesLoader>();
  const name = useCollectionName(collectionId);
  const query = useInfiniteQuery(collectionCategoriesQuery(collectionId));
  return (
    <>
      <PageHeader title={collectionsText.categoriesIn(name)} crumbs={collectionCrumbs({ id: collectionId, name })}>
        <CollectionTabs collectionId={collectionId} name={name} />
      </PageHeader>
      <VirtualList
        query={query}
        label={collectionsText.categoriesIn(name)}
        layout={recordRowsLayout()}
        getKey={recordKey}
        emptyMessage={collectionsText.emptyCategories}
        renderItem={(record) => (
          <RecordRow
            record={record}
            to={paths.categoryObjects.href(recordKey(record))}
            fallbackName={collectionsText.categoryFallback(recordKey(record))}
          />
        )}
      />
    </>
  );
}

export function head({ data: { collectionId }, queryClient }: HeadArgs<{ collectionId: string }>) {
  const name = cachedCollectionName(queryClient, collectionId);
  return heading(collectionsText.categoriesIn(name), collectionCrumbs({ id: collectionId, name }));
}
