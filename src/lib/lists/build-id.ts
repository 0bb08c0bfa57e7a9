/**
 * The build the stored lists belong to. The persisted pages are the API
 * layer's parsed shapes (src/api), which can change with any build, so lists
 * stored by one build are never handed to another. The entry chunk's own URL
 * says which build this is, with no build-time constant to keep in step: in a production build it is
 * `/assets/shell-<hash>.js` (the entry is in the shell chunk, vite.config.ts),
 * and Rolldown's hash of it covers the hashed file names of every chunk it
 * imports (statically or lazily), so a change anywhere in the app gives it a
 * new name (checked: changing only a lazy route module renames it). main.tsx
 * passes its `import.meta.url`. In development the name
 * never changes (`/src/main.tsx`): a dev server reload keeps the lists, which
 * is what a developer wants while styling a page.
 */
export function buildIdFrom(entryUrl: string): string {
  try {
    return new URL(entryUrl).pathname;
  } catch {
    return entryUrl;
  }
}
