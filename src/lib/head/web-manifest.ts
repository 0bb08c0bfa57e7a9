/**
 * The web app manifest of each UI language (written by scripts/manifest-plugin.ts): the page links
 * the one of its language, so a phone adds Hangar to its home screen under the name and
 * description the visitor reads. The server writes the link for the page's language; the browser
 * keeps it in step with a switch.
 */
export function manifestPath(language: string): string {
  return language === 'en' ? '/manifest.webmanifest' : `/manifest.${language}.webmanifest`;
}
