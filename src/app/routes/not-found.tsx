import { NotFound } from '../../ui/NotFound.shell.tsx';

export function Component() {
  return <NotFound />;
}
