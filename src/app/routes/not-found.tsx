import { notFoundHead } from '../../lib/head/route-head.ts';
import { NotFound } from '../../ui/NotFound.tsx';

export const head = notFoundHead;

export function Component() {
  return <NotFound />;
}
