import { useInfiniteQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { en } from '../../../lib/messages/en.ts';
import { collectionsText } from '../messages.ts';
import { recordKey } from '../../../lib/record.ts';
import { requireId } from '../../../lib/route-id.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { VirtualList } from '../../../ui/VirtualList.tsx';
import { CollectionTabs } from '../CollectionTabs.tsx';
import { ObjectTile } from '../ObjectTile.tsx';
import { objectGridLayout } from '../layouts.ts';
import { useCollectionName } from '../names.ts';
import { collectionObjectsQuery } from '../queries.ts';

export function Component() {
  const collectionId = requireId(useParams().collectionId);
  const name = useCollectionName(collectionId);
  const query = useInfiniteQuery(collectionObjectsQuery(collectionId));
  return (
    <>
      <PageHeader title={name} crumbs={[{ label: en.app.home, to: '/' }, { label: collectionsText.title, to: '/collections' }]}>
        <CollectionTabs collectionId={collectionId} name={name} />
      </PageHeader>
      <VirtualList
        query={query}
        label={collectionsText.objectsIn(name)}
        layout={objectGridLayout()}
        getKey={recordKey}
        emptyMessage={collectionsText.emptyObjects}
        renderItem={(record, index) => <ObjectTile record={record} objectId={recordKey(record)} priority={index < 6} />}
      />
    </>
  );
}
