import type { ApiClient, RequestOptions } from './client.ts';
import type {
  CategoryRecord,
  ExhibitionRecord,
  FlightRecord,
  GalleryRecord,
  GateRecord,
  ObjectRecord,
  ShoeboxItem,
  SocialPost,
  SubcategoryRecord,
} from './types.ts';
import type { Page } from './pagination.ts';
import { METHODS } from './methods.ts';

/** One typed function per operation of api-spec.md (and listItems, DESIGN.md section 6). */
interface Paged {
  perPage?: number;
}

export function getCategoryObjects<T = ObjectRecord>(
  client: ApiClient,
  { categoryId, withImages, perPage }: { categoryId: string; withImages?: boolean } & Paged,
  options?: RequestOptions,
): Promise<Page<T>> {
  return client.read<T>(METHODS.categoryObjects, { category_id: categoryId, with_images: withImages, per_page: perPage }, options);
}

export function getCategorySubcategories<T = SubcategoryRecord>(
  client: ApiClient,
  { categoryId, perPage }: { categoryId: string } & Paged,
  options?: RequestOptions,
): Promise<Page<T>> {
  return client.read<T>(METHODS.categorySubcategories, { category_id: categoryId, per_page: perPage }, options);
}

export function getTerminalExhibitions<T = ExhibitionRecord>(
  client: ApiClient,
  { terminalId, perPage }: { terminalId: string } & Paged,
  options?: RequestOptions,
): Promise<Page<T>> {
  return client.read<T>(METHODS.terminalExhibitions, { terminal_id: terminalId, per_page: perPage }, options);
}

export function getCollectionSubcategories<T = SubcategoryRecord>(
  client: ApiClient,
  { collectionId, perPage }: { collectionId: string } & Paged,
  options?: RequestOptions,
): Promise<Page<T>> {
  return client.read<T>(METHODS.collectionSubcategories, { collection_id: collectionId, per_page: perPage }, options);
}

export function getCollectionCategories<T = CategoryRecord>(
  client: ApiClient,
  { collectionId, perPage }: { collectionId: string } & Paged,
  options?: RequestOptions,
): Promise<Page<T>> {
  return client.read<T>(METHODS.collectionCategories, { collection_id: collectionId, per_page: perPage }, options);
}

export function getBoardingAreaGates<T = GateRecord>(
  client: ApiClient,
  { boardingAreaId, perPage }: { boardingAreaId: string } & Paged,
  options?: RequestOptions,
): Promise<Page<T>> {
  return client.read<T>(METHODS.boardingAreaGates, { boardingarea_id: boardingAreaId, per_page: perPage }, options);
}

export function getCollectionObjects<T = ObjectRecord>(
  client: ApiClient,
  { collectionId, perPage }: { collectionId: string } & Paged,
  options?: RequestOptions,
): Promise<Page<T>> {
  return client.read<T>(METHODS.collectionObjects, { collection_id: collectionId, per_page: perPage }, options);
}

export function getTerminalGalleries<T = GalleryRecord>(
  client: ApiClient,
  { terminalId, perPage }: { terminalId: string } & Paged,
  options?: RequestOptions,
): Promise<Page<T>> {
  return client.read<T>(METHODS.terminalGalleries, { terminal_id: terminalId, per_page: perPage }, options);
}

export function getBuildingGates<T = GateRecord>(
  client: ApiClient,
  { buildingId, perPage }: { buildingId: string } & Paged,
  options?: RequestOptions,
): Promise<Page<T>> {
  return client.read<T>(METHODS.buildingGates, { building_id: buildingId, per_page: perPage }, options);
}

export function getPostsForHashtag<T = SocialPost>(
  client: ApiClient,
  { hashtag, perPage }: { hashtag: string } & Paged,
  options?: RequestOptions,
): Promise<Page<T>> {
  return client.read<T>(METHODS.postsForHashtag, { hashtag, per_page: perPage }, options);
}

export function getFlightsForDate<T = FlightRecord>(
  client: ApiClient,
  { date, perPage }: { date: string } & Paged,
  options?: RequestOptions,
): Promise<Page<T>> {
  return client.read<T>(METHODS.flightsForDate, { date, per_page: perPage }, options);
}

export function listShoeboxItems<T = ShoeboxItem>(
  client: ApiClient,
  { sort, perPage }: { sort?: 'ASC' | 'DESC' } & Paged = {},
  options?: RequestOptions,
): Promise<Page<T>> {
  return client.read<T>(METHODS.listItems, { sort, per_page: perPage }, options);
}

export function removeShoeboxItem(
  client: ApiClient,
  { shoeboxId }: { shoeboxId: string },
  options?: { signal?: AbortSignal },
): Promise<Record<string, unknown>> {
  return client.write(METHODS.removeItem, { shoebox_id: shoeboxId }, options);
}

export function emptyShoebox(client: ApiClient, options?: { signal?: AbortSignal }): Promise<Record<string, unknown>> {
  return client.write(METHODS.emptyShoebox, {}, options);
}
