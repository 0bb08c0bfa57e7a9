import { useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { findCachedRecord } from '../../../lib/cached-records.ts';
import { en } from '../../../lib/messages/en.ts';
import { collectionsText } from '../messages.ts';
import { id as readId, text, type AnyRecord } from '../../../lib/record.ts';
import { requireId } from '../../../lib/route-id.ts';
import { services } from '../../../lib/services.ts';
import { PageHeader, type Crumb } from '../../../ui/PageHeader.tsx';
import { RecordFields } from '../RecordFields.tsx';
import { ShareButton } from '../ShareButton.tsx';
import { objectImage, objectTitle } from '../../../lib/object-image.ts';
import { collectionName } from '../names.ts';

/** Keys shown in the main field list, in reading order. */
const PRIMARY_FIELDS = [
  'sfomuseum:date',
  'sfomuseum:maker',
  'sfomuseum:airline',
  'sfomuseum:medium',
  'sfomuseum:dimensions',
  'sfomuseum:accession_number',
  'sfomuseum:creditline',
  'edtf:inception',
  'edtf:cessation',
];
/** Keys the page presents elsewhere (title, image, links) or that are internal plumbing. */
const PRESENTED_KEYS = new Set([
  'wof:name',
  'sfomuseum:description',
  'images',
  'millsfield:images',
  'millsfield:primary_image',
  'sfomuseum:collection',
  'sfomuseum:category',
  'sfomuseum:subcategory',
  'millsfield:collection_id',
  'millsfield:category_id',
  'millsfield:subcategory_id',
]);

function ParentLinks({ record }: { record: AnyRecord }) {
  const collectionId = readId(record, 'millsfield:collection_id');
  const categoryId = readId(record, 'millsfield:category_id');
  const subcategoryId = readId(record, 'millsfield:subcategory_id');
  const links: Array<{ label: string; name: string; to: string }> = [];
  if (collectionId) {
    links.push({ label: collectionsText.inCollection, name: text(record, 'sfomuseum:collection') ?? collectionName(collectionId, undefined), to: `/collections/${collectionId}/objects` });
  }
  if (categoryId) {
    links.push({ label: collectionsText.inCategory, name: text(record, 'sfomuseum:category') ?? `Category ${categoryId}`, to: `/categories/${categoryId}/objects` });
  }
  if (subcategoryId) {
    links.push({ label: collectionsText.inSubcategory, name: text(record, 'sfomuseum:subcategory') ?? `Subcategory ${subcategoryId}`, to: `/subcategories/${subcategoryId}` });
  }
  if (links.length === 0) return null;
  return (
    <dl className="parent-links">
      {links.map((link) => (
        <div key={link.to}>
          <dt>{link.label}</dt>
          <dd>
            <Link to={link.to}>{link.name}</Link>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function ColdObject({ objectId }: { objectId: string }) {
  const { collections } = services().config.directory;
  return (
    <>
      <PageHeader title={collectionsText.coldObjectTitle} crumbs={[{ label: en.app.home, to: '/' }, { label: collectionsText.title, to: '/collections' }]} />
      <p>{collectionsText.coldObjectBody}</p>
      <ul className="link-tiles cold-links">
        {collections.map((collection) => (
          <li key={collection.id}>
            <Link className="link-tile" to={`/collections/${collection.id}/objects`}>
              {collectionsText.objectsIn(collection.name)}
            </Link>
          </li>
        ))}
      </ul>
      <p className="muted">{collectionsText.objectTitleFallback(objectId)}</p>
    </>
  );
}

export function Component() {
  const objectId = requireId(useParams().objectId);
  const queryClient = useQueryClient();
  const record = findCachedRecord(queryClient, objectId);
  if (!record) return <ColdObject objectId={objectId} />;

  const title = objectTitle(record);
  const image = objectImage(record, 'b');
  const description = text(record, 'sfomuseum:description');
  const collectionId = readId(record, 'millsfield:collection_id');
  const crumbs: Crumb[] = [{ label: en.app.home, to: '/' }, { label: collectionsText.title, to: '/collections' }];
  if (collectionId) {
    crumbs.push({ label: text(record, 'sfomuseum:collection') ?? collectionName(collectionId, undefined), to: `/collections/${collectionId}/objects` });
  }
  const categoryId = readId(record, 'millsfield:category_id');
  if (categoryId) crumbs.push({ label: text(record, 'sfomuseum:category') ?? `Category ${categoryId}`, to: `/categories/${categoryId}/objects` });

  return (
    <article className="object-detail">
      <PageHeader title={title} crumbs={crumbs} />
      <div className="object-detail__layout">
        <figure className="object-detail__figure">
          {image ? (
            <img
              src={image.src}
              srcSet={image.srcSet}
              sizes="(min-width: 960px) 50vw, 100vw"
              width={image.width}
              height={image.height}
              alt={title}
              decoding="async"
            />
          ) : (
            <div className="object-detail__placeholder">{collectionsText.noImage}</div>
          )}
        </figure>
        <div className="object-detail__text">
          {description && <p className="object-detail__description">{description}</p>}
          <RecordFields record={record} primary={PRIMARY_FIELDS} presented={PRESENTED_KEYS} />
          <ParentLinks record={record} />
          <ShareButton title={title} />
        </div>
      </div>
    </article>
  );
}
