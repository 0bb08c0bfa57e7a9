// @vitest-environment jsdom
import { leavesTheApp } from './kiosk-guards.ts';

const ORIGIN = 'https://hangar.example';

function link(href: string, attributes: Record<string, string> = {}): HTMLAnchorElement {
  const anchor = document.createElement('a');
  anchor.href = new URL(href, `${ORIGIN}/`).href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  return anchor;
}

describe('which links a kiosk will not follow', () => {
  it('follows the app’s own links', () => {
    expect(leavesTheApp(link('/objects/1'), ORIGIN)).toBe(false);
    expect(leavesTheApp(link('/social/sfo', { target: '_self' }), ORIGIN)).toBe(false);
  });

  it.each([
    ['another site', link('https://social.example/p/1')],
    ['a new window', link('/objects/1', { target: '_blank' })],
    ['a download', link('/media/1/k.jpg', { download: '' })],
    ['mail', link('mailto:desk@example.org')],
  ])('stops %s', (_, anchor) => {
    expect(leavesTheApp(anchor, ORIGIN)).toBe(true);
  });
});
