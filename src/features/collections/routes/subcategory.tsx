import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { findCachedRecord } from '../../../lib/cached-records.ts';
import { en } from '../../../lib/messages/en.ts';
import { collectionsText } from '../messages.ts';
import { id as readId, text } from '../../../lib/record.ts';
import { requireId } from '../../../lib/route-id.ts';
import { services } from '../../../lib/services.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { RecordFields } from '../RecordFields.tsx';
import { collectionName } from '../names.ts';

const PRIMARY_FIELDS = ['millsfield:count_objects', 'millsfield:count_images', 'mz:is_current', 'edtf:inception', 'edtf:cessation'];
const PRESENTED_KEYS = new Set(['wof:name', 'wof:parent_id', 'millsfield:collection_id', 'millsfield:category_id']);

export function Component() {
  const subcategoryId = requireId(useParams().subcategoryId);
  const queryClient = useQueryClient();
  const record = findCachedRecord(queryClient, subcategoryId);
  const crumbs = [{ label: en.app.home, to: '/' }, { label: collectionsText.title, to: '/collections' }];

  if (!record) {
    return (
      <>
        <PageHeader title={`Subcategory ${subcategoryId}`} crumbs={crumbs} />
        <p>{collectionsText.coldSubcategoryBody}</p>
        <ul className="link-tiles cold-links">
          {services().config.directory.collections.map((collection) => (
            <li key={collection.id}>
              <Link className="link-tile" to={`/collections/${collection.id}/subcategories`}>
                {collectionsText.subcategoriesIn(collection.name)}
              </Link>
            </li>
          ))}
        </ul>
      </>
    );
  }

  const name = text(record, 'wof:name') ?? `Subcategory ${subcategoryId}`;
  const categoryId = readId(record, 'millsfield:category_id') ?? readId(record, 'wof:parent_id');
  const collectionId = readId(record, 'millsfield:collection_id');
  const categoryName = categoryId ? text(findCachedRecord(queryClient, categoryId), 'wof:name') ?? `Category ${categoryId}` : undefined;
  return (
    <>
      <PageHeader title={name} crumbs={crumbs} />
      <RecordFields record={record} primary={PRIMARY_FIELDS} presented={PRESENTED_KEYS} />
      <ul className="link-tiles parent-list">
        {categoryId && (
          <>
            <li>
              <Link className="link-tile" to={`/categories/${categoryId}/objects`}>
                {collectionsText.openCategoryObjects}: {categoryName}
              </Link>
            </li>
            <li>
              <Link className="link-tile" to={`/categories/${categoryId}/subcategories`}>
                {collectionsText.openCategorySubcategories}: {categoryName}
              </Link>
            </li>
          </>
        )}
        {collectionId && (
          <li>
            <Link className="link-tile" to={`/collections/${collectionId}/objects`}>
              {collectionsText.openCollectionObjects}: {collectionName(collectionId, findCachedRecord(queryClient, collectionId))}
            </Link>
          </li>
        )}
      </ul>
    </>
  );
}
