import type { MockRequest } from './answers.ts';
import { createMock } from './handle.ts';
import { ORIGIN, READ } from './test-helpers.ts';

/** The mock's promise: whatever arrives, the answer is the error envelope, never a throw. */
function request(overrides: Partial<MockRequest>): MockRequest {
  return { method: 'GET', target: '/rest/', origin: ORIGIN, header: () => undefined, text: () => Promise.resolve(''), ...overrides };
}

async function isInternalError(answer: { status: number; body: unknown }): Promise<void> {
  expect(answer.status).toBe(500);
  expect(JSON.parse(String(answer.body))).toEqual({
    error: { code: 512, message: "Something we tried to do didn't work (our fault)" },
    stat: 'error',
  });
}

describe('a request the mock cannot read', () => {
  const mock = createMock();

  it('whose body fails to arrive gets 512', async () => {
    await isInternalError(await mock.answer(request({ method: 'POST', text: () => Promise.reject(new Error('socket closed')) })));
  });

  it('that is not a request at all gets 512', async () => {
    // A caller outside TypeScript can pass anything; the mock must still answer.
    await isInternalError(await mock.answer(request({ target: undefined as unknown as string })));
  });

  it('reads a POST body of no declared type as a form', async () => {
    const answer = await mock.answer(
      request({
        method: 'POST',
        text: () => Promise.resolve(`method=museum.millsfield.terminals.getGalleries&terminal_id=1729810002&per_page=2&${READ}`),
      }),
    );
    expect(answer.status).toBe(200);
    expect(JSON.parse(String(answer.body))).toMatchObject({ stat: 'ok', per_page: 2 });
  });
});
