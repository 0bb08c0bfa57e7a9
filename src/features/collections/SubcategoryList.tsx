import { paths } from '../../lib/addresses/paths.ts';
import { recordKey, type AnyRecord } from '../../lib/records/fields.ts';
import { VirtualList, type InfiniteListQuery } from '../../ui/VirtualList.tsx';
import { recordRowsLayout } from './layouts.ts';
import { collectionsText } from './messages.ts';
import { RecordRow } from './RecordRow.tsx';

/** The subcategories of a collection or of a category: the same rows, the same links. */
export function SubcategoryList({ query, parentName }: { query: InfiniteListQuery<AnyRecord>; parentName: string }) {
  return (
    <VirtualList
      query={query}
      label={collectionsText.subcategoriesIn(parentName)}
      layout={recordRowsLayout()}
      getKey={recordKey}
      emptyMessage={collectionsText.emptySubcategories}
      renderItem={(record) => (
        <RecordRow
          record={record}
          to={paths.subcategory.href(recordKey(record))}
          fallbackName={collectionsText.subcategoryFallback(recordKey(record))}
        />
      )}
    />
  );
}
