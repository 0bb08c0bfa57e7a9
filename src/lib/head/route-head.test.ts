import { QueryClient } from '@tanstack/react-query';
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { shellText } from '../messages/shell-text.ts';
import { headOf } from './document-head.ts';
import { heading, type HeadArgs, type HeadMatch } from './route-head.ts';

const queryClient = new QueryClient();
const at = (path: string) => ({ url: new URL(path, 'http://hangar.test'), queryClient });
const listHead = ({ data: loaded }: HeadArgs) => heading(`List ${(loaded as { id: string }).id}`, [{ label: 'Lists', to: '/lists' }]);

describe('headOf', () => {
  it('is the deepest matched route’s head over its loader’s data, with the trail Home › crumbs › page', () => {
    const matches: HeadMatch[] = [
      { params: {}, data: undefined, handle: undefined },
      { params: { listId: '7' }, data: { id: '7' }, handle: { module: 'src/list.tsx', head: listHead } },
    ];
    expect(headOf(matches, at('/lists/7'))).toEqual({
      title: 'List 7',
      crumbs: [{ name: shellText.app.home, href: '/' }, { name: 'Lists', href: '/lists' }, { name: 'List 7' }],
    });
  });

  it('names a list’s page N in the tab, but not an object’s (its ?page= is the list it came from)', () => {
    const list: HeadMatch = { params: { listId: '7' }, data: { id: '7' }, handle: { head: listHead } };
    expect(headOf([list], at('/lists/7?page=3'))?.title).toBe(shellText.app.pageTitle('List 7', 3));
    const object: HeadMatch = { params: { objectId: '42' }, data: { id: '42' }, handle: { head: listHead } };
    expect(headOf([object], at('/objects/42?page=3'))?.title).toBe('List 42');
  });

  it('gives a 404 the not-found head, and any other error the error page’s', () => {
    const matches: HeadMatch[] = [{ params: {}, data: { id: '7' }, handle: { head: listHead } }];
    // A loader's thrown 404 reaches the boundary as the router's ErrorResponse.
    const notFound = headOf(matches, { ...at('/lists/x'), error: new ErrorResponse(404, 'Not Found', null) });
    expect(notFound).toMatchObject({ title: shellText.errors.notFoundTitle, notFound: true });
    const crashed = headOf(matches, { ...at('/lists/7'), error: new Error('boom') });
    expect(crashed).toEqual({ title: shellText.errors.routeErrorTitle });
  });

  it('is null where no route has a head (the shell’s head stays)', () => {
    expect(headOf([{ params: {}, data: null, handle: { module: 'src/x.tsx' } }], at('/x'))).toBeNull();
  });
});
