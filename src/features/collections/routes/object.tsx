import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { Link, useLoaderData, useLocation, useNavigate } from 'react-router';
import { findCachedRecord } from '../../../lib/records/cached-records.ts';
import { objectImages, objectTitle } from '../../../lib/records/object-images.ts';
import { paths, type ObjectContext } from '../../../lib/addresses/paths.ts';
import { contextAtIndex, inContextList } from '../../../lib/addresses/object-context.ts';
import { MORE_FROM_COUNT, type ListEntry } from '../lookup.ts';
import { id as readId, recordKey, text, type AnyRecord } from '../../../lib/records/fields.ts';
import { services } from '../../../lib/config/services.ts';
import { heading, type HeadArgs, type PageMeta } from '../../../lib/head/route-head.ts';
import { useHydrated } from '../../../lib/hydration/use-hydrated.ts';
import { moveSearchContext, readSearchContext, searchContextState, type SearchContext } from '../../../lib/addresses/search-context.ts';
import { ErrorPanel } from '../../../ui/ErrorPanel.tsx';
import { LinkTiles } from '../../../ui/LinkTiles.tsx';
import { PageHeader, type Crumb } from '../../../ui/PageHeader.tsx';
import { collectionsCrumb } from '../crumbs.ts';
import { ObjectGallery } from '../gallery/ObjectGallery.tsx';
import { useLookupProgress } from '../lookup-progress.ts';
import { collectionsText } from '../messages.ts';
import { collectionName } from '../names.ts';
import type { objectLoader } from '../loaders.ts';
import { categoryObjectsQuery, collectionObjectsQuery, RECORD_RQKEY_ROOTS } from '../queries.ts';
import { cachedSubcategoryObjects, objectLookupQuery, subcategoryEntries } from '../record-queries.ts';
import { MissingObject } from '../MissingObject.tsx';
import { MoreLikeThis } from '../MoreLikeThis.tsx';
import { RecordFields } from '../RecordFields.tsx';
import { objectLink } from '../object-link.ts';
import { ShareButton } from '../ShareButton.tsx';
import { visualArtwork } from '../object-schema.ts';

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
  'sfomuseum:collection',
  'sfomuseum:category',
  'sfomuseum:subcategory',
  'millsfield:collection_id',
  'millsfield:category_id',
  'millsfield:subcategory_id',
]);

interface Neighbour {
  record: AnyRecord;
  context: ObjectContext;
}

interface ListPosition {
  /** The list the object was opened from; each entry's own context is `contextAtIndex(context, index)`. */
  context?: ObjectContext;
  /** The loaded part of that list, each record with its index in it. */
  around: ListEntry[];
  previous?: Neighbour;
  next?: Neighbour;
}

/** The loaded part of the list a context names, each record with its index in that list: the cached list, else what the lookup kept around the object. */
function loadedList(queryClient: QueryClient, context: ObjectContext, found: ListEntry[] | undefined): ListEntry[] {
  if (context.subcategory) {
    const subcategory = cachedSubcategoryObjects(queryClient, context.subcategory, context.id);
    if (subcategory) return subcategoryEntries(subcategory);
  }
  const list =
    context.list === 'collection'
      ? queryClient.getQueryData(collectionObjectsQuery(context.id).queryKey)
      : queryClient.getQueryData(categoryObjectsQuery(context.id, context.withImages ?? false).queryKey);
  const cached = list?.pages.flatMap((loaded) => loaded.results).map((record, index) => ({ record, index }));
  const entries = cached ?? found ?? [];
  // A subcategory's objects are its category's, filtered (the same filter as its page); a breadcrumb category's, its collection's.
  return context.subcategory || context.category ? entries.filter(({ record }) => inContextList(context, record)) : entries;
}

/** The list the object was opened from, around it, with its neighbours' addresses. */
function listAround(
  queryClient: QueryClient,
  objectId: string,
  context: ObjectContext | undefined,
  found: ListEntry[] | undefined,
): ListPosition {
  if (!context) return { around: [] };
  const around = loadedList(queryClient, context, found);
  const position = around.findIndex(({ record }) => recordKey(record) === objectId);
  // Contexts only for the two neighbours: the list may hold thousands of entries.
  const neighbour = (entry: ListEntry | undefined): Neighbour | undefined =>
    entry && { record: entry.record, context: contextAtIndex(context, entry.index) };
  if (position < 0) return { context, around };
  return { context, around, previous: neighbour(around[position - 1]), next: neighbour(around[position + 1]) };
}

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
          <dd dir="auto">
            <Link to={link.to}>{link.name}</Link>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

/** One of the pager's links: where it goes, the router state it carries, and its name for assistive tech. */
interface PagerLink {
  href: string;
  state?: unknown;
  label: string;
}

/**
 * Previous / next within the list the object was opened from (the search results, else its list):
 * links, and the arrow keys when nothing else wants them. `back`: the way back to that list.
 */
function ObjectPager({ previous, next, back, label }: { previous?: PagerLink; next?: PagerLink; back?: PagerLink; label: string }) {
  const navigate = useNavigate();
  // A layout effect: the page's new neighbours take over the keys in the same commit that shows the
  // page, so a key pressed right after it appears cannot go to the previous page's neighbour.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || isTyping(event.target)) return;
      if (document.querySelector('dialog[open]')) return;
      const target = event.key === 'ArrowLeft' ? previous : event.key === 'ArrowRight' ? next : undefined;
      if (!target) return;
      event.preventDefault();
      navigate(target.href, { state: target.state });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [navigate, previous, next]);
  const links = [
    back && { link: back, key: undefined, text: `‹ ${back.label}`, className: 'button button--quiet object-pager__back' },
    previous && { link: previous, key: 'ArrowLeft', text: `‹ ${collectionsText.previousShort}`, className: 'button button--quiet' },
    next && { link: next, key: 'ArrowRight', text: `${collectionsText.nextShort} ›`, className: 'button button--quiet' },
  ].filter((link) => link !== undefined);
  if (links.length === 0) return null;
  return (
    <nav className="object-pager" aria-label={label}>
      {links.map(({ link, key, text, className }) => (
        <Link
          key={key ?? 'back'}
          className={className}
          to={link.href}
          state={link.state}
          aria-keyshortcuts={key}
          aria-label={key ? link.label : undefined}
        >
          {text}
        </Link>
      ))}
    </nav>
  );
}

/** The pager's links through the list the object was opened from. */
function listPager({ previous, next }: Pick<ListPosition, 'previous' | 'next'>): { previous?: PagerLink; next?: PagerLink } {
  const link = (neighbour: Neighbour | undefined, label: (title: string) => string): PagerLink | undefined =>
    neighbour && {
      href: paths.object.href(recordKey(neighbour.record), neighbour.context),
      label: label(objectTitle(neighbour.record, collectionsText.untitled)),
    };
  return { previous: link(previous, collectionsText.previousObject), next: link(next, collectionsText.nextObject) };
}

/**
 * The pager's links through the search results the object was opened from: each neighbour's page
 * gets the same results, at itself, so Back to results returns to it and its own neighbours follow.
 * A neighbour's title is named when a cached list holds its record; the results keep ids only.
 */
function searchPager(
  queryClient: QueryClient,
  objectId: string,
  search: SearchContext,
): { previous?: PagerLink; next?: PagerLink; back: PagerLink } {
  const at = search.ids.indexOf(objectId);
  const link = (id: string | undefined, named: (title: string) => string, unnamed: string): PagerLink | undefined => {
    if (id === undefined || at < 0) return undefined;
    const record = findCachedRecord(queryClient, id, 'wof:id', RECORD_RQKEY_ROOTS);
    return {
      href: paths.object.href(id),
      state: searchContextState(moveSearchContext(search, id)),
      label: record ? named(objectTitle(record, collectionsText.untitled)) : unnamed,
    };
  };
  return {
    previous: link(search.ids[at - 1], collectionsText.previousObject, collectionsText.previousResult),
    next: link(search.ids[at + 1], collectionsText.nextObject, collectionsText.nextResult),
    back: { href: search.resultsHref, label: collectionsText.backToResults },
  };
}

function MoreFromSubcategory({ record, position }: { record: AnyRecord; position: ListPosition }) {
  const subcategoryId = readId(record, 'millsfield:subcategory_id');
  if (!subcategoryId) return null;
  const name = text(record, 'sfomuseum:subcategory') ?? collectionsText.subcategoryFallback(subcategoryId);
  const others = position.around
    .filter(({ record: other }) => readId(other, 'millsfield:subcategory_id') === subcategoryId && recordKey(other) !== recordKey(record))
    .slice(0, MORE_FROM_COUNT)
    .map(({ record: other, index }) =>
      objectLink(other, paths.object.href(recordKey(other), position.context && contextAtIndex(position.context, index))),
    );
  return (
    <section className="more-from" aria-labelledby="more-from-title">
      <h2 id="more-from-title">{collectionsText.moreFrom(name)}</h2>
      <LinkTiles links={[...others, { to: paths.subcategory.href(subcategoryId), label: collectionsText.allIn(name) }]} />
    </section>
  );
}

/**
 * Whether the page's heading is cut short by its line clamp (a title can be a
 * paragraph long: the service holds 2,000-character labels). Measured, not
 * guessed from the length, so the "Show full title" button appears exactly
 * when there is more to show, at any width and text size. Measured when the
 * ResizeObserver reports, after the browser's own layout of the frame and
 * before its paint (flushSync puts the button in that paint): measuring in the
 * commit forced a layout of the whole page there (70 ms on a 4x-throttled
 * phone; docs/decisions/0044).
 */
function useHeadingClamped(container: RefObject<HTMLElement | null>, clamp: boolean): boolean {
  const [clamped, setClamped] = useState(false);
  useLayoutEffect(() => {
    const heading = container.current?.querySelector('h1');
    if (!heading || !clamp) return;
    const measure = () => flushSync(() => setClamped(heading.scrollHeight > heading.clientHeight + 1));
    const observer = new ResizeObserver(measure);
    observer.observe(heading);
    return () => observer.disconnect();
  }, [container, clamp]);
  return clamped;
}

/** Collections › the object's collection › its category: its heading's trail and its head's. */
function objectCrumbs(record: AnyRecord): Crumb[] {
  const crumbs: Crumb[] = [collectionsCrumb()];
  const collectionId = readId(record, 'millsfield:collection_id');
  if (collectionId) {
    crumbs.push({
      name: text(record, 'sfomuseum:collection') ?? collectionName(collectionId, undefined),
      to: paths.collectionObjects.href(collectionId),
    });
  }
  const categoryId = readId(record, 'millsfield:category_id');
  if (categoryId) {
    crumbs.push({
      name: text(record, 'sfomuseum:category') ?? collectionsText.categoryFallback(categoryId),
      to: paths.categoryObjects.href(categoryId),
    });
  }
  return crumbs;
}

/** A shared link previews with the object's title, words and picture; search engines read it as a work. */
function objectHead(record: AnyRecord): PageMeta {
  const title = objectTitle(record, collectionsText.untitled);
  const images = objectImages(record);
  const description = text(record, 'sfomuseum:description');
  return {
    ...heading(title, objectCrumbs(record)),
    ...(description && { description }),
    ...(images[0] && { image: { url: images[0].src, width: images[0].width, height: images[0].height, alt: title } }),
    thing: { ...visualArtwork(record, { name: title, description, image: images[0]?.full.url }) },
    // Another site can embed the object's card (`/oembed`), answered from the catalogue.
    ...(services().config.search === true && { oembed: true }),
  };
}

function ObjectDetail({ record, context, around }: { record: AnyRecord; context: ObjectContext | undefined; around?: ListEntry[] }) {
  const queryClient = useQueryClient();
  const article = useRef<HTMLElement>(null);
  const [wholeTitle, setWholeTitle] = useState(false);
  const titleClamped = useHeadingClamped(article, !wholeTitle);
  const objectId = recordKey(record);
  const title = objectTitle(record, collectionsText.untitled);
  const images = objectImages(record);
  const description = text(record, 'sfomuseum:description');
  const position = listAround(queryClient, objectId, context, around);
  // History state the server never sees: read once the page is hydrated, so both render the same first.
  const location = useLocation();
  const search = useHydrated() ? readSearchContext(location) : null;
  const pager = search ? searchPager(queryClient, objectId, search) : listPager(position);
  const crumbs = objectCrumbs(record);

  return (
    <article ref={article} className={wholeTitle ? 'object-detail' : 'object-detail object-detail--title-clamped'}>
      <PageHeader title={title} titleIsName crumbs={crumbs}>
        {(titleClamped || wholeTitle) && (
          <p className="object-detail__title-toggle">
            <button type="button" className="button button--quiet" aria-expanded={wholeTitle} onClick={() => setWholeTitle(!wholeTitle)}>
              {wholeTitle ? collectionsText.showShortTitle : collectionsText.showFullTitle}
            </button>
          </p>
        )}
        <ObjectPager {...pager} label={search ? collectionsText.resultsNav : collectionsText.objectNav} />
      </PageHeader>
      <div className="object-detail__layout">
        <figure className="object-detail__figure">
          {images.length > 0 ? (
            <ObjectGallery key={objectId} images={images} title={title} />
          ) : (
            <div className="object-detail__placeholder">{collectionsText.noImage}</div>
          )}
        </figure>
        <div className="object-detail__text">
          {description && (
            <p className="object-detail__description" dir="auto">
              {description}
            </p>
          )}
          <RecordFields record={record} primary={PRIMARY_FIELDS} presented={PRESENTED_KEYS} />
          <ParentLinks record={record} />
          <ShareButton title={title} path={paths.object.href(objectId, context)} />
        </div>
      </div>
      <MoreFromSubcategory record={record} position={position} />
      <MoreLikeThis objectId={objectId} />
    </article>
  );
}

const sameContext = (a: ObjectContext | undefined, b: ObjectContext | undefined) =>
  a?.list === b?.list &&
  a?.id === b?.id &&
  a?.page === b?.page &&
  Boolean(a?.withImages) === Boolean(b?.withImages) &&
  a?.subcategory === b?.subcategory &&
  a?.category === b?.category;

/**
 * An object that no cached list holds (a shared link, a reload): found
 * through its address's context with one request, else by a visible scan the
 * visitor can stop. Once found, the address gains the context, so sharing it
 * or reloading is cheap from then on.
 */
function ObjectLookup({ objectId, context }: { objectId: string; context: ObjectContext | undefined }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const progress = useLookupProgress(objectId);
  const [stopped, setStopped] = useState(false);
  const options = objectLookupQuery(objectId, context);
  const query = useQuery({ ...options, enabled: !stopped });
  const found = query.data;
  const here = useLocation();

  useEffect(() => {
    // Only while the browser's entry is still this object's (react-router keeps each entry's key in
    // history.state): a Back pressed before the lookup settled has already moved the browser to the
    // previous entry, and replacing that would take the visitor back to the object. A memory history
    // (a kiosk, tests) leaves history.state to others: nothing to compare there.
    const entryKey = (window.history.state as { key?: unknown } | null)?.key;
    const stillHere = typeof entryKey !== 'string' || entryKey === here.key;
    if (stillHere && found && !sameContext(found.context, context)) {
      // The entry's state goes with it: the search results the object was opened from (search-context.ts).
      navigate(paths.object.href(objectId, found.context), { replace: true, preventScrollReset: true, state: here.state as unknown });
    }
  }, [here, found, context, objectId, navigate]);

  if (found) return <ObjectDetail record={found.record} context={found.context} around={found.around} />;
  if (found === null) return <MissingObject objectId={objectId} />;

  const stop = () => {
    setStopped(true);
    void queryClient.cancelQueries({ queryKey: options.queryKey });
  };
  return (
    <>
      <PageHeader title={collectionsText.findingObject} crumbs={[collectionsCrumb()]} />
      {query.isError ? (
        <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />
      ) : stopped ? (
        <>
          <p role="status">{collectionsText.searchStopped}</p>
          <p className="button-row">
            <button type="button" className="button" onClick={() => setStopped(false)}>
              {collectionsText.searchAgain}
            </button>
          </p>
          <LinkTiles
            className="cold-links"
            links={services().config.directory.collections.map((collection) => ({
              to: paths.collectionObjects.href(collection.id),
              label: collectionsText.objectsIn(collection.name),
            }))}
          />
        </>
      ) : (
        <div className="lookup-progress">
          <p role="status">
            {progress
              ? collectionsText.lookingIn(progress.where ?? collectionsText.contextList, progress.checked, progress.total)
              : collectionsText.lookingUp}
          </p>
          {progress?.total ? <progress max={progress.total} value={progress.checked} aria-label={collectionsText.lookingUp} /> : null}
          <p className="button-row">
            <button type="button" className="button button--quiet" onClick={stop}>
              {collectionsText.stopSearch}
            </button>
          </p>
        </div>
      )}
    </>
  );
}

export function Component() {
  const { objectId, context } = useLoaderData<typeof objectLoader>();
  const queryClient = useQueryClient();
  const cached = findCachedRecord(queryClient, objectId, 'wof:id', RECORD_RQKEY_ROOTS);
  if (cached) return <ObjectDetail key={objectId} record={cached} context={context} />;
  return <ObjectLookup key={objectId} objectId={objectId} context={context} />;
}

/** The same choice as the page's: the object's own head, a missing object's, or the lookup's. */
export function head({ data: { objectId, context }, queryClient }: HeadArgs<{ objectId: string; context: ObjectContext | undefined }>) {
  const cached = findCachedRecord(queryClient, objectId, 'wof:id', RECORD_RQKEY_ROOTS);
  if (cached) return objectHead(cached);
  const found = queryClient.getQueryData(objectLookupQuery(objectId, context).queryKey);
  if (found) return objectHead(found.record);
  // An address the collection has no object for (MissingObject): not to be indexed, with its own trail.
  if (found === null) return { ...heading(collectionsText.missingTitle, [collectionsCrumb()]), notFound: true };
  return heading(collectionsText.findingObject, [collectionsCrumb()]);
}
