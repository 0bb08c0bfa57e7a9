import type { ReactNode } from 'react';

/** A private-use character: no translation contains it, so it marks where the data goes. */
const MARK = '\u{E000}';

/**
 * A whole translated message with a piece of data in it (a visitor's name, a record's title) set
 * apart in a `<bdi>`: the data keeps its own direction, and it is marked as content, not UI text
 * (the pseudo-locale sweep skips it). The message stays one sentence in the catalog; only its
 * output is cut where the data goes. `message` is the text function: `(name) => text.demoAs(name)`.
 */
export function withData(message: (data: string) => string, data: string): ReactNode {
  const [before, ...after] = message(MARK).split(MARK);
  return (
    <>
      {before}
      <bdi>{data}</bdi>
      {after.join(data)}
    </>
  );
}
