// TEMPORARY STUB written by the lead so vite.config.ts resolves; the mock helper replaces it.
import type { Plugin } from 'vite';
export function mockApiPlugin(): Plugin {
  return { name: 'hangar-mock-api' };
}
