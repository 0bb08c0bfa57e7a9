import { notFoundHead } from '../../lib/route-head.ts';
import { NotFound } from '../../ui/NotFound.tsx';

export const head = notFoundHead;

export function Component() {
  return <NotFound />;
}
