import { useInfiniteQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { collectionsText } from '../messages.ts';
import { id as readId, type AnyRecord } from '../../../lib/record.ts';
import { requireId } from '../../../lib/route-params.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { VirtualList } from '../../../ui/VirtualList.tsx';
import { CategoryTabs } from '../CollectionTabs.tsx';
import { RecordRow } from '../RecordRow.tsx';
import { recordRowsLayout } from '../layouts.ts';
import { useCategoryName, useCategoryParent } from '../names.ts';
import { categorySubcategoriesQuery } from '../queries.ts';
import { categoryCrumbs } from '../crumbs.ts';

const recordKey = (record: AnyRecord) => readId(record, 'wof:id') ?? '';

export function Component() {
  const categoryId = requireId(useParams().categoryId);
  const name = useCategoryName(categoryId);
  const parent = useCategoryParent(categoryId);
  const query = useInfiniteQuery(categorySubcategoriesQuery(categoryId));
  return (
    <>
      <PageHeader title={collectionsText.subcategoriesIn(name)} crumbs={[...categoryCrumbs(parent), { label: name, to: `/categories/${categoryId}/objects` }]}>
        <CategoryTabs categoryId={categoryId} name={name} />
      </PageHeader>
      <VirtualList
        query={query}
        label={collectionsText.subcategoriesIn(name)}
        layout={recordRowsLayout()}
        getKey={recordKey}
        emptyMessage={collectionsText.emptySubcategories}
        renderItem={(record) => (
          <RecordRow record={record} to={`/subcategories/${recordKey(record)}`} fallbackName={`Subcategory ${recordKey(record)}`} />
        )}
      />
    </>
  );
}
