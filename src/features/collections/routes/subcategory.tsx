import { useQueryClient } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { findCachedRecord } from '../../../lib/cached-records.ts';
import { paths } from '../../../lib/paths.ts';
import { id as readId, text } from '../../../lib/record.ts';
import { services } from '../../../lib/services.ts';
import { LinkTiles, type TileLink } from '../../../ui/LinkTiles.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { collectionsCrumb } from '../crumbs.ts';
import { collectionsText } from '../messages.ts';
import { collectionName } from '../names.ts';
import type { subcategoryLoader } from '../params.ts';
import { RecordFields } from '../RecordFields.tsx';

const PRIMARY_FIELDS = ['millsfield:count_objects', 'millsfield:count_images', 'mz:is_current', 'edtf:inception', 'edtf:cessation'];
const PRESENTED_KEYS = new Set(['wof:name', 'wof:parent_id', 'millsfield:collection_id', 'millsfield:category_id']);

export function Component() {
  const { subcategoryId } = useLoaderData<typeof subcategoryLoader>();
  const queryClient = useQueryClient();
  const record = findCachedRecord(queryClient, subcategoryId);
  const crumbs = [collectionsCrumb()];

  if (!record) {
    return (
      <>
        <PageHeader title={collectionsText.subcategoryFallback(subcategoryId)} crumbs={crumbs} />
        <p>{collectionsText.coldSubcategoryBody}</p>
        <LinkTiles
          className="cold-links"
          links={services().config.directory.collections.map((collection) => ({
            to: paths.collectionSubcategories.href(collection.id),
            label: collectionsText.subcategoriesIn(collection.name),
          }))}
        />
      </>
    );
  }

  const name = text(record, 'wof:name') ?? collectionsText.subcategoryFallback(subcategoryId);
  const categoryId = readId(record, 'millsfield:category_id') ?? readId(record, 'wof:parent_id');
  const collectionId = readId(record, 'millsfield:collection_id');
  const parents: TileLink[] = [];
  if (categoryId) {
    const categoryName = text(findCachedRecord(queryClient, categoryId), 'wof:name') ?? collectionsText.categoryFallback(categoryId);
    parents.push(
      { to: paths.categoryObjects.href(categoryId), label: collectionsText.parentLink(collectionsText.openCategoryObjects, categoryName) },
      {
        to: paths.categorySubcategories.href(categoryId),
        label: collectionsText.parentLink(collectionsText.openCategorySubcategories, categoryName),
      },
    );
  }
  if (collectionId) {
    const collection = collectionName(collectionId, findCachedRecord(queryClient, collectionId));
    parents.push({
      to: paths.collectionObjects.href(collectionId),
      label: collectionsText.parentLink(collectionsText.openCollectionObjects, collection),
    });
  }
  return (
    <>
      <PageHeader title={name} crumbs={crumbs} />
      <RecordFields record={record} primary={PRIMARY_FIELDS} presented={PRESENTED_KEYS} />
      <LinkTiles className="parent-list" links={parents} />
    </>
  );
}
