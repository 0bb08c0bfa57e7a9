import { useMemo } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { findCachedRecord } from '../../../lib/records/cached-records.ts';
import { paths } from '../../../lib/addresses/paths.ts';
import { objectContextAt } from '../../../lib/addresses/object-context.ts';
import { id as readId, recordKey, text, type AnyRecord } from '../../../lib/records/fields.ts';
import { heading, notFoundHead, type HeadArgs } from '../../../lib/head/route-head.ts';
import { ErrorPanel } from '../../../ui/ErrorPanel.tsx';
import { NotFound } from '../../../ui/NotFound.tsx';
import { PageHeader, type Crumb } from '../../../ui/PageHeader.tsx';
import { collectionsCrumb } from '../crumbs.ts';
import { collectionsText } from '../messages.ts';
import { ObjectGrid } from '../ObjectGrid.tsx';
import { cachedCategory, cachedCollectionName, useCategoryName } from '../names.ts';
import type { subcategoryLoader } from '../loaders.ts';
import { RECORD_RQKEY_ROOTS } from '../queries.ts';
import {
  groupRecordQuery,
  subcategoryCategoryId,
  subcategoryEntries,
  subcategoryExpected,
  subcategoryObjectsQuery,
} from '../record-queries.ts';
import { RecordFields } from '../RecordFields.tsx';

const PRIMARY_FIELDS = ['millsfield:count_objects', 'millsfield:count_images', 'mz:is_current', 'edtf:inception', 'edtf:cessation'];
const PRESENTED_KEYS = new Set(['wof:name', 'millsfield:collection_id', 'millsfield:category_id']);

/** The subcategory's objects, read from its category (the service lists objects by collection or category only). */
function SubcategoryObjects({
  subcategoryId,
  categoryId,
  categoryName,
  name,
  expected,
}: {
  subcategoryId: string;
  categoryId: string;
  categoryName: string;
  name: string;
  expected: number | null;
}) {
  const query = useInfiniteQuery(subcategoryObjectsQuery(subcategoryId, categoryId, expected));
  const pages = query.data?.pages;
  // Each object's place in its category, so its address carries a context that opens with one request.
  const positions = useMemo(() => new Map(subcategoryEntries(pages).map(({ record, index }) => [recordKey(record), index])), [pages]);
  const checked = pages?.reduce((sum, page) => sum + page.checked, 0) ?? 0;
  const categoryTotal = pages?.[0]?.categoryTotal ?? null;
  return (
    <>
      {pages && categoryTotal !== null && (
        <p className="muted" role="status">
          {collectionsText.checkedIn(checked, categoryTotal, categoryName, !query.hasNextPage)}
        </p>
      )}
      <ObjectGrid
        query={query}
        name={name}
        contextAt={(record) => {
          const position = positions.get(recordKey(record));
          return position === undefined ? undefined : objectContextAt('category', categoryId, position, { subcategory: subcategoryId });
        }}
      />
    </>
  );
}

/** The subcategory's name and its trail (its collection, its category): its heading and its head's. */
function subcategoryTrail(queryClient: QueryClient, record: AnyRecord, subcategoryId: string, categoryName: string) {
  const name = text(record, 'wof:name') ?? collectionsText.subcategoryFallback(subcategoryId);
  const categoryId = subcategoryCategoryId(record);
  const collectionId = readId(record, 'millsfield:collection_id');
  const crumbs: Crumb[] = [collectionsCrumb()];
  if (collectionId) crumbs.push({ name: cachedCollectionName(queryClient, collectionId), to: paths.collectionObjects.href(collectionId) });
  if (categoryId) crumbs.push({ name: categoryName, to: paths.categoryObjects.href(categoryId) });
  return { name, categoryId, crumbs };
}

function SubcategoryDetail({ record, subcategoryId }: { record: AnyRecord; subcategoryId: string }) {
  const queryClient = useQueryClient();
  const categoryName = useCategoryName(subcategoryCategoryId(record) ?? '');
  const { name, categoryId, crumbs } = subcategoryTrail(queryClient, record, subcategoryId, categoryName);
  return (
    <>
      <PageHeader title={name} titleIsName crumbs={crumbs}>
        <RecordFields record={record} primary={PRIMARY_FIELDS} presented={PRESENTED_KEYS} />
      </PageHeader>
      {categoryId && (
        <SubcategoryObjects
          subcategoryId={subcategoryId}
          categoryId={categoryId}
          categoryName={categoryName}
          name={name}
          expected={subcategoryExpected(record)}
        />
      )}
    </>
  );
}

/** A subcategory: from the list that linked here, else found through its collection's subcategories. */
export function Component() {
  const { subcategoryId } = useLoaderData<typeof subcategoryLoader>();
  const queryClient = useQueryClient();
  const cached = findCachedRecord(queryClient, subcategoryId, 'wof:id', RECORD_RQKEY_ROOTS);
  const lookup = useQuery({ ...groupRecordQuery('subcategory', subcategoryId), enabled: !cached });
  const record = cached ?? lookup.data ?? undefined;
  if (record) return <SubcategoryDetail key={subcategoryId} record={record} subcategoryId={subcategoryId} />;
  if (lookup.data === null) return <NotFound />;
  return (
    <>
      <PageHeader title={collectionsText.findingSubcategory} crumbs={[collectionsCrumb()]} />
      {lookup.isError ? (
        <ErrorPanel error={lookup.error} onRetry={() => void lookup.refetch()} />
      ) : (
        <p role="status">{collectionsText.lookingUp}</p>
      )}
    </>
  );
}

/** The same choice as the page's: the subcategory's own head, not found, or still being looked up. */
export function head({ data: { subcategoryId }, queryClient }: HeadArgs<{ subcategoryId: string }>) {
  const looked = queryClient.getQueryData(groupRecordQuery('subcategory', subcategoryId).queryKey);
  const record = findCachedRecord(queryClient, subcategoryId, 'wof:id', RECORD_RQKEY_ROOTS) ?? looked ?? undefined;
  if (record) {
    const categoryId = subcategoryCategoryId(record);
    const { name, crumbs } = subcategoryTrail(
      queryClient,
      record,
      subcategoryId,
      categoryId ? cachedCategory(queryClient, categoryId).name : '',
    );
    return heading(name, crumbs);
  }
  if (looked === null) return notFoundHead();
  return heading(collectionsText.findingSubcategory, [collectionsCrumb()]);
}
