/**
 * The web app manifests, one per UI language (src/lib/head/web-manifest.ts names them), made from
 * the catalogs' own app name and tagline, so the name a phone shows under its home-screen icon is
 * the one the visitor reads in the page. Written into the build, served by the dev server.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { languageTagOf } from '../src/i18n/language-tag.ts';
import { manifestPath } from '../src/lib/head/web-manifest.ts';

const LOCALES = join(import.meta.dirname, '..', 'src', 'locales');

export function webManifest(language: string): string {
  const catalog = JSON.parse(readFileSync(join(LOCALES, `${language}.json`), 'utf8')) as {
    shell: { app: { name: string; tagline: string } };
  };
  const { name, tagline } = catalog.shell.app;
  return JSON.stringify(
    {
      id: '/',
      name,
      short_name: name,
      description: tagline,
      lang: languageTagOf(language),
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#0b3d5c',
      icons: [
        { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' },
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    },
    null,
    2,
  );
}

function languages(): string[] {
  return readdirSync(LOCALES)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length));
}

export function manifestPlugin(): Plugin {
  return {
    name: 'hangar-web-manifests',
    configureServer(server) {
      const served = languages();
      server.middlewares.use((request, response, next) => {
        const language = served.find((code) => request.url === manifestPath(code));
        if (!language) return next();
        response.setHeader('Content-Type', 'application/manifest+json');
        response.end(webManifest(language));
      });
    },
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      for (const language of languages()) {
        this.emitFile({ type: 'asset', fileName: manifestPath(language).slice(1), source: webManifest(language) });
      }
    },
  };
}
