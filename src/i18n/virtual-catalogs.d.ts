/** The index scripts/catalogs-plugin.ts builds from src/locales/*.json. */
declare module 'virtual:catalogs' {
  import type { CompiledMessage } from './interpret.ts';

  /** Every catalog's language: its code (the file's name) and its name in itself. */
  export const languages: readonly { code: string; name: string }[];
  /** language code (and the pseudo-locale "en-XA") -> namespace -> that catalog's download */
  export const loaders: Readonly<
    Record<string, Readonly<Record<string, () => Promise<{ default: Readonly<Record<string, CompiledMessage>> }>>>>
  >;
}
