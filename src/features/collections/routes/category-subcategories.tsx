import { useInfiniteQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { collectionsText } from '../messages.ts';
import { requireId } from '../../../lib/route-id.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { SubcategoryList } from '../SubcategoryList.tsx';
import { CategoryTabs } from '../CollectionTabs.tsx';
import { useCategoryName, useCategoryParent } from '../names.ts';
import { categorySubcategoriesQuery } from '../queries.ts';
import { categoryCrumbs } from '../crumbs.ts';

export function Component() {
  const categoryId = requireId(useParams().categoryId);
  const name = useCategoryName(categoryId);
  const parent = useCategoryParent(categoryId);
  const query = useInfiniteQuery(categorySubcategoriesQuery(categoryId));
  return (
    <>
      <PageHeader title={collectionsText.subcategoriesIn(name)} crumbs={[...categoryCrumbs(parent), { label: name, to: `/categories/${categoryId}/objects` }]}>
        <CategoryTabs categoryId={categoryId} name={name} />
      </PageHeader>
      <SubcategoryList query={query} parentName={name} />
    </>
  );
}
