/**
 * Targets as they are printed: a catalogue URL's password and secret parameters never reach a log
 * line or an error, however the operator typed them (docs/decisions/0050). No database is needed:
 * what a real server echoes back is in postgres.test.ts.
 */
import { createServer, type AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { redactTarget } from './engine.ts';
import { openCatalogue } from './handle.ts';
import { postgresEngine, redactError, targetScrubber } from './postgres.ts';

describe('redactTarget', () => {
  it.each([
    // The last `@` before the host ends the userinfo: a password may hold `@`.
    ['postgres://u:p@w0rd@db.example/hangar', 'postgres://u:…@db.example/hangar'],
    ['postgres://me@corp:s3@cr@t@db.example:5433/hangar', 'postgres://me@corp:…@db.example:5433/hangar'],
    ['postgresql://u:plain@db.example/hangar', 'postgresql://u:…@db.example/hangar'],
    // A `/` in a password, as typed.
    ['postgres://u:12/s3cret@db.example/hangar', 'postgres://u:…@db.example/hangar'],
    // libpq's parameters: the password, the client key's passphrase and its file.
    ['postgres://127.0.0.1/db?user=u&password=hunter2-long', 'postgres://127.0.0.1/db?user=u&password=…'],
    [
      'postgres://u@db.example/hangar?sslmode=verify-full&sslpassword=k3y-pass&sslkey=/etc/hangar/client.key&schema=hangar',
      'postgres://u@db.example/hangar?sslmode=verify-full&sslpassword=…&sslkey=…&schema=hangar',
    ],
    // Written another way, read the same by the driver.
    ['postgres://db.example/hangar?Password=Upper-Case', 'postgres://db.example/hangar?Password=…'],
    ['postgres://db.example/hangar?pass%77ord=enc0ded', 'postgres://db.example/hangar?pass%77ord=…'],
    ['postgres://db.example/hangar?password=ab#cd&x=1', 'postgres://db.example/hangar?password=…&x=1'],
    // A typo: the server echoes this as the database's name.
    ['postgres://u@db.example/hangar&password=typ0', 'postgres://u@db.example/hangar&password=…'],
    // A URL that does not parse: where its password ends cannot be told, so all of the userinfo goes.
    ['postgres://u:p#ss@db.example/hangar', 'postgres://…@db.example/hangar'],
    ['postgres://u:pa?ss@db.example/hangar', 'postgres://…@db.example/hangar'],
  ])('%s is printed %s', (target, printed) => {
    expect(redactTarget(target)).toBe(printed);
    // Printing a printed target changes nothing (the handle, the server and the CLI may each redact).
    expect(redactTarget(printed)).toBe(printed);
  });

  it('keeps what an operator needs to tell targets apart, and leaves file paths and URLs without secrets alone', () => {
    for (const target of [
      'postgres://hangar@db.example:5433/catalogue?schema=hangar_two&sslmode=require&application_name=a@b',
      'postgres://u:@db.example/hangar',
      'postgres://@db.example/hangar',
      '/srv/hangar/data/catalogue.sqlite',
      'data/catalogue:2024@backup.sqlite',
    ])
      expect(redactTarget(target)).toBe(target);
  });
});

/** A port on this machine nothing listens on: a connection to it is refused at once. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const SECRETS = ['w0rd-in-userinfo', 'in-the-query', 'key-passphrase'];
const withoutSecrets = (text: string) => SECRETS.filter((secret) => text.includes(secret));

describe('a PostgreSQL catalogue target with secrets in it', () => {
  it('prints none of them while the database cannot be reached: not its target, its errors, or the handle’s log lines', async () => {
    const port = await closedPort();
    const engine = postgresEngine(
      `postgres://hangar:pa@ss-w0rd-in-userinfo@127.0.0.1:${port}/hangar?password=in-the-query&sslpassword=key-passphrase&sslmode=disable`,
      { connectTimeoutMs: 1_000 },
    );
    expect(withoutSecrets(engine.target)).toEqual([]);
    expect(engine.target).toBe(`postgres://hangar:…@127.0.0.1:${port}/hangar?password=…&sslpassword=…&sslmode=disable`);
    const refused = await engine.version().catch((error: unknown) => error as Error);
    expect(refused).toBeInstanceOf(Error);
    expect(withoutSecrets(`${(refused as Error).message} ${(refused as Error).stack}`)).toEqual([]);

    const lines: string[] = [];
    const handle = await openCatalogue(engine, { checkEveryMs: 0, log: (line) => lines.push(line) });
    // What the server's `listening` line prints as its catalogue.
    expect(withoutSecrets(handle.target)).toEqual([]);
    expect(await handle.current()).toBeNull();
    await expect(engine.open()).rejects.toThrow();
    expect(lines.some((line) => line.includes('"catalogue-unreachable"'))).toBe(true);
    expect(lines.flatMap(withoutSecrets)).toEqual([]);
    await handle.close();
  });

  it('throws a target that does not parse without it: not in the message, the stack or the URL error’s input', () => {
    let thrown: unknown;
    try {
      postgresEngine('postgres://hangar:pa#ss-w0rd-in-userinfo@127.0.0.1/hangar');
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(TypeError);
    const fields = thrown as TypeError & { input?: string };
    expect(withoutSecrets(`${fields.message} ${fields.stack} ${fields.input}`)).toEqual([]);
  });

  it('scrubs an error that echoes the target, as typed or as the driver rewrote it, or its password alone', () => {
    const target = 'postgres://hangar:pa@ss-w0rd-in-userinfo@db.example/hangar?schema=x&password=in-the-query';
    const scrub = targetScrubber(target);
    const echoed = [
      `could not connect to ${target}`,
      // The driver is handed the URL as the URL class writes it: `@` escaped, `schema` gone.
      'could not connect to postgres://hangar:pa%40ss-w0rd-in-userinfo@db.example/hangar?password=in-the-query',
      'password "pa@ss-w0rd-in-userinfo" refused',
      'password "in-the-query" refused',
    ];
    for (const text of echoed) {
      const error = redactError(new Error(text), scrub) as Error;
      expect(withoutSecrets(`${error.message} ${error.stack}`)).toEqual([]);
    }
    const kept = redactError(Object.assign(new Error('relation "x.current" does not exist'), { code: '42P01' }), scrub);
    expect(kept).toMatchObject({ message: 'relation "x.current" does not exist', code: '42P01' });
  });
});
