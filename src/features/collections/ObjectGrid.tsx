import type { ObjectContext } from '../../lib/addresses/paths.ts';
import { recordKey, type AnyRecord } from '../../lib/records/fields.ts';
import { VirtualList, type InfiniteListQuery } from '../../ui/VirtualList.tsx';
import { objectGridLayout } from './layouts.ts';
import { collectionsText } from './messages.ts';
import { ObjectTile } from './ObjectTile.tsx';

interface ObjectGridProps {
  query: InfiniteListQuery<AnyRecord>;
  /** The name of what the objects belong to, for the feed's label. */
  name: string;
  /** Where the object at `index` sits, carried on its address (undefined: a bare address). */
  contextAt: (record: AnyRecord, index: number) => ObjectContext | undefined;
  emptyMessage?: string;
}

/** Every grid of object tiles: a collection's, a category's, a subcategory's. */
export function ObjectGrid({ query, name, contextAt, emptyMessage = collectionsText.emptyObjects }: ObjectGridProps) {
  return (
    <VirtualList
      query={query}
      label={collectionsText.objectsIn(name)}
      layout={objectGridLayout()}
      getKey={recordKey}
      emptyMessage={emptyMessage}
      renderItem={(record, index, { firstScreen }) => (
        // The first screenful of tiles load their images eagerly and first: they are what the visitor sees first.
        <ObjectTile record={record} objectId={recordKey(record)} context={contextAt(record, index)} priority={firstScreen} />
      )}
    />
  );
}
