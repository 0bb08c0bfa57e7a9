import { NotFound } from '../../ui/NotFound.tsx';

export function Component() {
  return <NotFound />;
}
