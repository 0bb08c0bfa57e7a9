import { useInfiniteQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { en } from '../../../lib/messages/en.ts';
import { collectionsText } from '../messages.ts';
import { recordKey } from '../../../lib/record.ts';
import { requireId } from '../../../lib/route-id.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { VirtualList } from '../../../ui/VirtualList.tsx';
import { CollectionTabs } from '../CollectionTabs.tsx';
import { RecordRow } from '../RecordRow.tsx';
import { recordRowsLayout } from '../layouts.ts';
import { useCollectionName } from '../names.ts';
import { collectionCategoriesQuery } from '../queries.ts';

export function Component() {
  const collectionId = requireId(useParams().collectionId);
  const name = useCollectionName(collectionId);
  const query = useInfiniteQuery(collectionCategoriesQuery(collectionId));
  return (
    <>
      <PageHeader
        title={collectionsText.categoriesIn(name)}
        crumbs={[{ label: en.app.home, to: '/' }, { label: collectionsText.title, to: '/collections' }, { label: name, to: `/collections/${collectionId}/objects` }]}
      >
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
            to={`/categories/${recordKey(record)}/objects`}
            fallbackName={`Category ${recordKey(record)}`}
          />
        )}
      />
    </>
  );
}
