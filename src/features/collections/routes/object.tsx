import { useQueryClient } from '@tanstack/react-query';
import { Link, useLoaderData } from 'react-router';
import { findCachedRecord } from '../../../lib/cached-records.ts';
import { objectImage, objectTitle } from '../../../lib/object-image.ts';
import { paths } from '../../../lib/paths.ts';
import { id as readId, text, type AnyRecord } from '../../../lib/record.ts';
import { services } from '../../../lib/services.ts';
import { LinkTiles } from '../../../ui/LinkTiles.tsx';
import { PageHeader, type Crumb } from '../../../ui/PageHeader.tsx';
import { collectionsCrumb } from '../crumbs.ts';
import { collectionsText } from '../messages.ts';
import { collectionName } from '../names.ts';
import type { objectLoader } from '../params.ts';
import { RecordFields } from '../RecordFields.tsx';
import { ShareButton } from '../ShareButton.tsx';

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
    links.push({
      label: collectionsText.inCollection,
      name: text(record, 'sfomuseum:collection') ?? collectionName(collectionId, undefined),
      to: paths.collectionObjects.href(collectionId),
    });
  }
  if (categoryId) {
    links.push({
      label: collectionsText.inCategory,
      name: text(record, 'sfomuseum:category') ?? collectionsText.categoryFallback(categoryId),
      to: paths.categoryObjects.href(categoryId),
    });
  }
  if (subcategoryId) {
    links.push({
      label: collectionsText.inSubcategory,
      name: text(record, 'sfomuseum:subcategory') ?? collectionsText.subcategoryFallback(subcategoryId),
      to: paths.subcategory.href(subcategoryId),
    });
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
      <PageHeader title={collectionsText.coldObjectTitle} crumbs={[collectionsCrumb()]} />
      <p>{collectionsText.coldObjectBody}</p>
      <LinkTiles
        className="cold-links"
        links={collections.map((collection) => ({
          to: paths.collectionObjects.href(collection.id),
          label: collectionsText.objectsIn(collection.name),
        }))}
      />
      <p className="muted">{collectionsText.objectTitleFallback(objectId)}</p>
    </>
  );
}

export function Component() {
  const { objectId } = useLoaderData<typeof objectLoader>();
  const queryClient = useQueryClient();
  const record = findCachedRecord(queryClient, objectId);
  if (!record) return <ColdObject objectId={objectId} />;

  const title = objectTitle(record);
  const image = objectImage(record, 'b');
  const description = text(record, 'sfomuseum:description');
  const collectionId = readId(record, 'millsfield:collection_id');
  const crumbs: Crumb[] = [collectionsCrumb()];
  if (collectionId) {
    crumbs.push({
      label: text(record, 'sfomuseum:collection') ?? collectionName(collectionId, undefined),
      to: paths.collectionObjects.href(collectionId),
    });
  }
  const categoryId = readId(record, 'millsfield:category_id');
  if (categoryId) {
    crumbs.push({
      label: text(record, 'sfomuseum:category') ?? collectionsText.categoryFallback(categoryId),
      to: paths.categoryObjects.href(categoryId),
    });
  }

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
