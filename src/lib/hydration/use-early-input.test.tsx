import { useRef, useState } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { earlyValue, useEarlyInput } from './use-early-input.ts';

/** A controlled field that can be rendered again on demand, adopting early input or not. */
function Field({ adopt }: { adopt: boolean }) {
  const [value, setValue] = useState('');
  const [, setRenders] = useState(0);
  const field = useRef<HTMLInputElement>(null);
  useEarlyInput(() => {
    const typed = earlyValue(field.current, value);
    if (adopt && typed !== undefined) setValue(typed);
  });
  return (
    <>
      <input ref={field} aria-label="Flight number or city" value={value} onChange={(event) => setValue(event.target.value)} />
      <button type="button" onClick={() => setRenders((count) => count + 1)}>
        Render again
      </button>
    </>
  );
}

/** The server's markup, "UA" typed into it before the app runs, then hydrated and rendered once more. */
async function typedBeforeHydration(adopt: boolean): Promise<string> {
  const container = document.createElement('div');
  document.body.append(container);
  container.append(...new DOMParser().parseFromString(renderToString(<Field adopt={adopt} />), 'text/html').body.childNodes);
  container.querySelector('input')!.value = 'UA';
  await act(async () => {
    hydrateRoot(container, <Field adopt={adopt} />);
  });
  await act(async () => container.querySelector('button')!.click());
  const value = container.querySelector('input')!.value;
  container.remove();
  return value;
}

describe('useEarlyInput', () => {
  it('keeps what was typed into the server’s markup before hydration, through later renders', async () => {
    expect(await typedBeforeHydration(true)).toBe('UA');
  });

  it('is needed: without it, the render after hydration empties the field', async () => {
    expect(await typedBeforeHydration(false)).toBe('');
  });

  it('reads a field only when it holds something other than what was rendered', () => {
    const field = document.createElement('input');
    field.value = 'sfo';
    expect(earlyValue(field, 'sfo')).toBeUndefined();
    expect(earlyValue(field, '')).toBe('sfo');
    expect(earlyValue(null, '')).toBeUndefined();
  });
});
