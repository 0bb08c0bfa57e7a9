/**
 * WebKitGTK (the engine Safari uses) through Debian's WebKitWebDriver: classic WebDriver over HTTP,
 * spoken here in a few fetch calls, with MiniBrowser in automation mode on an Xvfb display.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import type { Driver } from './driver.ts';

const MINIBROWSER = ['/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser', '/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser'];
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

/** WebKitGTK's driver, its MiniBrowser and Xvfb (Debian); or, on a Mac, Safari's own driver (no display needed). */
export interface WebKitTools {
  driver: string;
  browser?: string;
  xvfb?: string;
}

export function webkitTools(): WebKitTools | undefined {
  // macOS: `safaridriver --enable` once (and Safari's Develop menu: Allow Remote Automation). Not tried here.
  if (existsSync('/usr/bin/safaridriver')) return { driver: '/usr/bin/safaridriver' };
  const driver = ['/usr/bin/WebKitWebDriver'].find(existsSync);
  const browser = [process.env.WEBKIT_MINIBROWSER, ...MINIBROWSER].find((path) => path && existsSync(path));
  const xvfb = ['/usr/bin/Xvfb'].find(existsSync);
  return driver && browser && xvfb ? { driver, browser, xvfb } : undefined;
}

async function call(base: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(base + path, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { value: unknown };
  if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${JSON.stringify(answer.value)}`);
  return answer.value;
}

async function until(check: () => Promise<unknown>, what: string): Promise<void> {
  const end = Date.now() + 15_000;
  for (;;) {
    try {
      if (await check()) return;
    } catch {
      // Not up yet.
    }
    if (Date.now() > end) throw new Error(`WebKit: ${what} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function launchWebKit(tools: WebKitTools, port: number): Promise<Driver> {
  const display = `:${port % 1000}`;
  const children: ChildProcess[] = [];
  if (tools.xvfb) children.push(spawn(tools.xvfb, [display, '-screen', '0', '1280x900x24', '-nolisten', 'tcp'], { stdio: 'ignore' }));
  // WebKitWebDriver takes --port=N; safaridriver, --port N.
  const driverArgs = tools.browser ? [`--port=${port}`, '--host=127.0.0.1'] : ['--port', String(port)];
  children.push(spawn(tools.driver, driverArgs, { stdio: 'ignore', env: { ...process.env, DISPLAY: display } }));
  const base = `http://127.0.0.1:${port}`;
  // Waited for, so the next journey's driver finds its port and display free.
  const stop = () =>
    Promise.all(
      children.reverse().map((child) => (child.exitCode === null ? new Promise((exited) => child.once('exit', exited).kill()) : undefined)),
    );
  try {
    await until(() => fetch(`${base}/status`).then((response) => response.ok), 'WebKitWebDriver');
    const session = (await call(base, 'POST', '/session', {
      capabilities: {
        alwaysMatch: tools.browser
          ? { 'webkitgtk:browserOptions': { binary: tools.browser, args: ['--automation'] } }
          : { browserName: 'safari' },
      },
    })) as { sessionId: string };
    const at = `/session/${session.sessionId}`;
    const find = async (selector: string) =>
      ((await call(base, 'POST', `${at}/element`, { using: 'css selector', value: selector })) as Record<string, string>)[ELEMENT];
    await call(base, 'POST', `${at}/window/rect`, { width: 1280, height: 900 }).catch(() => undefined);
    return {
      engine: 'WebKit',
      goto: async (url) => void (await call(base, 'POST', `${at}/url`, { url })),
      reload: async () => void (await call(base, 'POST', `${at}/refresh`, {})),
      evaluate: async <T>(expression: string) =>
        (await call(base, 'POST', `${at}/execute/async`, {
          script: `const done = arguments[arguments.length - 1]; Promise.resolve(${expression}).then((value) => done(value === undefined ? null : value), (error) => done('error: ' + error));`,
          args: [],
        })) as T,
      click: async (selector) => {
        await call(base, 'POST', `${at}/element/${await find(selector)}/click`, {});
      },
      type: async (selector, text) => {
        await call(base, 'POST', `${at}/element/${await find(selector)}/value`, { text });
      },
      // WebDriver picks an option by clicking it: the select's change event follows, as from a pointer.
      select: async (selector, value) => {
        await call(base, 'POST', `${at}/element/${await find(`${selector} option[value="${value}"]`)}/click`, {});
      },
      back: async () => void (await call(base, 'POST', `${at}/back`, {})),
      resize: async (width, height) => void (await call(base, 'POST', `${at}/window/rect`, { width, height })),
      screenshot: async () => Buffer.from((await call(base, 'GET', `${at}/screenshot`)) as string, 'base64'),
      close: async () => {
        await call(base, 'DELETE', at).catch(() => undefined);
        await stop();
      },
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
