import express from 'express';
import type { AddressInfo } from 'node:net';
import { CONTENT_SECURITY_POLICY_DIRECTIVES, securityHeaders, type DevAllowances } from './headers.ts';

/** The headers one answer carries through securityHeaders(), as a browser reads them. */
async function headersOf(dev?: DevAllowances): Promise<Headers> {
  const app = express();
  app.use(securityHeaders(dev));
  app.get('/', (_request, response) => void response.send('ok'));
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return (await fetch(`http://127.0.0.1:${port}/`)).headers;
  } finally {
    server.close();
  }
}

const directives = (headers: Headers) =>
  new Map(
    (headers.get('content-security-policy') ?? '').split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );

describe('the Content-Security-Policy', () => {
  it('names only directives every engine knows, and keeps the manifest to the origin through default-src', () => {
    // WebKit logs "Unrecognized Content-Security-Policy directive 'manifest-src'" on every page.
    expect(Object.keys(CONTENT_SECURITY_POLICY_DIRECTIVES)).not.toContain('manifestSrc');
    expect(CONTENT_SECURITY_POLICY_DIRECTIVES.defaultSrc).toEqual(["'self'"]);
  });

  it('runs the app’s own scripts only, and nothing can frame the page or post a form elsewhere', async () => {
    const policy = directives(await headersOf());
    expect(policy.get('default-src')).toBe("'self'");
    expect(policy.get('script-src')).toBe("'self'");
    expect(policy.get('object-src')).toBe("'none'");
    expect(policy.get('frame-ancestors')).toBe("'none'");
    expect(policy.get('base-uri')).toBe("'self'");
    expect(policy.get('form-action')).toBe("'self'");
    expect(policy.get('worker-src')).toBe("'self'");
    expect(policy.get('font-src')).toBe("'self'");
  });

  it('lets the service’s pictures and API calls through from any host the config names, over http on a kiosk network too', async () => {
    const policy = directives(await headersOf());
    expect(policy.get('img-src')).toBe("'self' data: https: http:");
    expect(policy.get('connect-src')).toBe("'self' http: https:");
    expect(policy.get('style-src')).toBe("'self' 'unsafe-inline'");
    // helmet's default would send kiosks on plain http to https pictures that do not exist.
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    // Nothing of helmet's defaults beyond what is listed (useDefaults: false).
    expect([...policy.keys()].sort()).toEqual(
      [
        'base-uri',
        'connect-src',
        'default-src',
        'font-src',
        'form-action',
        'frame-ancestors',
        'img-src',
        'object-src',
        'script-src',
        'style-src',
        'worker-src',
      ].sort(),
    );
  });

  it('under npm run dev adds the preamble’s hash and the hot-reload socket, nothing else', async () => {
    const policy = directives(await headersOf({ inlineScriptHashes: ['sha256-abc='] }));
    expect(policy.get('script-src')).toBe("'self' 'sha256-abc='");
    expect(policy.get('connect-src')).toBe("'self' http: https: ws: wss:");
    expect(policy.get('img-src')).toBe("'self' data: https: http:");
    expect(CONTENT_SECURITY_POLICY_DIRECTIVES.scriptSrc).toEqual(["'self'"]);
  });
});

describe('the other security headers', () => {
  it('refuse framing, send no referrer and sniff no types', async () => {
    const headers = await headersOf();
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('referrer-policy')).toBe('no-referrer');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('do not block the service’s pictures (no COEP) nor claim TLS (HSTS is the proxy’s)', async () => {
    const headers = await headersOf();
    expect(headers.get('cross-origin-embedder-policy')).toBeNull();
    expect(headers.get('strict-transport-security')).toBeNull();
  });
});
