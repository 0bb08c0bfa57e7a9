import { useInfiniteQuery } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { heading, type HeadArgs } from '../../../lib/head/route-head.ts';
import { paths } from '../../../lib/addresses/paths.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { CategoryTabs } from '../CollectionTabs.tsx';
import { categoryCrumbs } from '../crumbs.ts';
import type { categorySubcategoriesLoader } from '../loaders.ts';
import { collectionsText } from '../messages.ts';
import { cachedCategory, useCategoryName, useCategoryParent } from '../names.ts';
import { categorySubcategoriesQuery } from '../queries.ts';
import { SubcategoryList } from '../SubcategoryList.tsx';

export function Component() {
  const { categoryId } = useLoaderData<typeof categorySubcategoriesLoader>();
  const name = useCategoryName(categoryId);
  const parent = useCategoryParent(categoryId);
  const query = useInfiniteQuery(categorySubcategoriesQuery(categoryId));
  return (
    <>
      <PageHeader
        title={collectionsText.subcategoriesIn(name)}
        crumbs={[...categoryCrumbs(parent), { name, to: paths.categoryObjects.href(categoryId) }]}
      >
        <CategoryTabs categoryId={categoryId} name={name} />
      </PageHeader>
      <SubcategoryList query={query} parentName={name} />
    </>
  );
}

export function head({ data: { categoryId }, queryClient }: HeadArgs<{ categoryId: string }>) {
  const { name, parent } = cachedCategory(queryClient, categoryId);
  return heading(collectionsText.subcategoriesIn(name), [...categoryCrumbs(parent), { name, to: paths.categoryObjects.href(categoryId) }]);
}
