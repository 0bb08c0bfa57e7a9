/**
 * Every route of the app, as a visitor reaches it, for the sweeps that visit them all (axe in
 * accessibility.spec.ts, the pseudo-locale sweep in languages.spec.ts). `list`: the page is a list,
 * and a sweep waits for its first rows before it looks.
 */
export const ROUTES: ReadonlyArray<{ path: string; list?: boolean }> = [
  { path: '/' },
  { path: '/collections' },
  { path: '/collections/1729795001/objects', list: true },
  { path: '/collections/1729795001/categories', list: true },
  { path: '/collections/1729795001/subcategories', list: true },
  { path: '/categories/1729800001/objects?images=1', list: true },
  { path: '/categories/1729800001/subcategories', list: true },
  { path: '/subcategories/1729900001' },
  { path: '/objects/1880000000001' },
  { path: '/airport' },
  { path: '/terminals/1729810002/galleries', list: true },
  { path: '/terminals/1729810002/exhibitions', list: true },
  { path: '/buildings/1729840001/gates', list: true },
  { path: '/boarding-areas/1729820004/gates', list: true },
  { path: '/flights/2024-06-01', list: true },
  { path: '/flights/2023-02-30' },
  { path: '/social' },
  { path: '/social/sfomuseum', list: true },
  { path: '/shoebox' },
  { path: '/sign-in' },
  { path: '/no/such/page' },
];
