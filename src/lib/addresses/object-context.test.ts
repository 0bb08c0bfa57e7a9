import { breadcrumbContext, contextAtIndex, inContextList, objectContextFrom } from './object-context.ts';
import { paths } from './paths.ts';

const MUSEUM = '1729795001';
const POSTERS = '1729800003';
const poster = { 'wof:id': '1880000000346', 'millsfield:category_id': POSTERS, 'millsfield:subcategory_id': '1729900011' };
const model = { 'wof:id': '1880000000347', 'millsfield:category_id': '1729800004', 'millsfield:subcategory_id': '1729900014' };

describe('the list an object walks', () => {
  it('is its breadcrumb’s category when it was opened without a list', () => {
    const context = breadcrumbContext({ list: 'collection', id: MUSEUM, page: 4 }, poster);
    expect(context).toEqual({ list: 'collection', id: MUSEUM, page: 4, category: POSTERS });
    expect(inContextList(context, poster)).toBe(true);
    expect(inContextList(context, model)).toBe(false);
  });

  it('keeps a list the visitor came with: a category’s page, or a subcategory', () => {
    const category = { list: 'category' as const, id: POSTERS, page: 1, subcategory: '1729900011' };
    expect(breadcrumbContext(category, poster)).toEqual(category);
    expect(inContextList({ list: 'collection', id: MUSEUM, page: 4 }, model)).toBe(true);
  });

  it('rides on the address and is read back from it, its neighbours’ contexts included', () => {
    const context = { list: 'collection' as const, id: MUSEUM, page: 4, category: POSTERS };
    const href = paths.object.href('1880000000346', context);
    expect(href).toBe(`/objects/1880000000346?collection=${MUSEUM}&page=4&category=${POSTERS}`);
    expect(objectContextFrom(new URL(href, 'http://h.test').searchParams)).toEqual(context);
    expect(contextAtIndex(context, 400)).toEqual({ ...context, page: 5 });
    // A category's own list is not a collection's filter.
    expect(objectContextFrom(new URLSearchParams(`category=${POSTERS}&page=2`))).toEqual({ list: 'category', id: POSTERS, page: 2 });
    expect(objectContextFrom(new URLSearchParams(`collection=${MUSEUM}&page=2&category=abc`))).toEqual({
      list: 'collection',
      id: MUSEUM,
      page: 2,
    });
  });
});
