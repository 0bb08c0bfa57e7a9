import { useInfiniteQuery } from '@tanstack/react-query';
import { useLoaderData, useNavigation, useSearchParams } from 'react-router';
import { heading, type HeadArgs } from '../../../lib/head/route-head.ts';
import { withImagesFrom, withImagesSearch } from '../../../lib/addresses/images-filter.ts';
import { paths } from '../../../lib/addresses/paths.ts';
import { objectContextAt } from '../../../lib/addresses/object-context.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { CategoryTabs } from '../CollectionTabs.tsx';
import { categoryCrumbs } from '../crumbs.ts';
import type { categoryObjectsLoader } from '../loaders.ts';
import { collectionsText } from '../messages.ts';
import { ObjectGrid } from '../ObjectGrid.tsx';
import { cachedCategory, useCategoryName, useCategoryParent } from '../names.ts';
import { categoryObjectsQuery } from '../queries.ts';

export function Component() {
  const { categoryId, withImages } = useLoaderData<typeof categoryObjectsLoader>();
  const [, setSearch] = useSearchParams();
  // The switch shows the state being navigated to while its loader fetches.
  const navigation = useNavigation();
  const pending = navigation.location?.pathname === paths.categoryObjects.href(categoryId) ? navigation.location : undefined;
  const switchedOn = pending ? withImagesFrom(new URLSearchParams(pending.search)) : withImages;
  const name = useCategoryName(categoryId);
  const parent = useCategoryParent(categoryId);
  const query = useInfiniteQuery(categoryObjectsQuery(categoryId, withImages));

  const toggleImages = (checked: boolean) => {
    setSearch((previous) => withImagesSearch(previous, checked), { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <PageHeader title={name} titleIsName crumbs={categoryCrumbs(parent)}>
        <CategoryTabs categoryId={categoryId} name={name} />
      </PageHeader>
      <div className="toolbar">
        <label className="switch">
          <input type="checkbox" checked={switchedOn} onChange={(event) => toggleImages(event.target.checked)} />
          {collectionsText.withImagesOnly}
        </label>
      </div>
      <ObjectGrid
        key={withImages ? 'with-images' : 'all'}
        query={query}
        name={name}
        emptyMessage={withImages ? collectionsText.emptyObjectsWithImages : undefined}
        contextAt={(_, index) => objectContextAt('category', categoryId, index, { withImages })}
      />
    </>
  );
}

export function head({ data: { categoryId }, queryClient }: HeadArgs<{ categoryId: string }>) {
  const { name, parent } = cachedCategory(queryClient, categoryId);
  return heading(name, categoryCrumbs(parent));
}
