import { CONTENT_SECURITY_POLICY_DIRECTIVES } from './headers.ts';

describe('the Content-Security-Policy', () => {
  it('names only directives every engine knows, and keeps the manifest to the origin through default-src', () => {
    // WebKit logs "Unrecognized Content-Security-Policy directive 'manifest-src'" on every page.
    expect(Object.keys(CONTENT_SECURITY_POLICY_DIRECTIVES)).not.toContain('manifestSrc');
    expect(CONTENT_SECURITY_POLICY_DIRECTIVES.defaultSrc).toEqual(["'self'"]);
  });
});
