/** The spec's method names (api-spec.md), by operation. Apart from the operations so error sentences can name them without pulling in the fetch layer. */
export const METHODS = {
  removeItem: 'museum.you.shoebox.removeItem',
  emptyShoebox: 'museum.you.shoebox.emptyShoebox',
  listItems: 'museum.you.shoebox.listItems',
  categoryObjects: 'museum.collection.categories.getObjects',
  categorySubcategories: 'museum.collection.categories.getSubcategories',
  terminalExhibitions: 'museum.millsfield.terminals.getExhibitions',
  collectionSubcategories: 'museum.collection.collections.getSubcategories',
  collectionCategories: 'museum.collection.collections.getCategories',
  boardingAreaGates: 'museum.millsfield.boardingareas.getGates',
  collectionObjects: 'museum.collection.collections.getObjects',
  terminalGalleries: 'museum.millsfield.terminals.getGalleries',
  buildingGates: 'museum.millsfield.buildings.getGates',
  postsForHashtag: 'museum.millsfield.social.getPostsForHashTag',
  flightsForDate: 'museum.millsfield.flights.getFlightsForDate',
} as const;
