import { useInfiniteQuery } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { objectContextAt } from '../../../lib/object-context.ts';
import { recordKey } from '../../../lib/record.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { VirtualList } from '../../../ui/VirtualList.tsx';
import { CollectionTabs } from '../CollectionTabs.tsx';
import { collectionsCrumb } from '../crumbs.ts';
import type { collectionObjectsLoader } from '../loaders.data.ts';
import { ObjectTile } from '../ObjectTile.tsx';
import { objectGridLayout } from '../layouts.ts';
import { collectionsText } from '../messages.ts';
import { useCollectionName } from '../names.ts';
import { collectionObjectsQuery } from '../queries.data.ts';

export function Component() {
  const { collectionId } = useLoaderData<typeof collectionObjectsLoader>();
  const name = useCollectionName(collectionId);
  const query = useInfiniteQuery(collectionObjectsQuery(collectionId));
  return (
    <>
      <PageHeader title={name} crumbs={[collectionsCrumb()]}>
        <CollectionTabs collectionId={collectionId} name={name} />
      </PageHeader>
      <VirtualList
        query={query}
        label={collectionsText.objectsIn(name)}
        layout={objectGridLayout()}
        getKey={recordKey}
        emptyMessage={collectionsText.emptyObjects}
        renderItem={(record, index) => (
          <ObjectTile
            record={record}
            objectId={recordKey(record)}
            context={objectContextAt('collection', collectionId, index)}
            priority={index < 6}
          />
        )}
      />
    </>
  );
}
