import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigation, useParams, useSearchParams } from 'react-router';
import { collectionsText } from '../messages.ts';
import { recordKey } from '../../../lib/record.ts';
import { requireId } from '../../../lib/route-id.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { VirtualList } from '../../../ui/VirtualList.tsx';
import { CategoryTabs } from '../CollectionTabs.tsx';
import { ObjectTile } from '../ObjectTile.tsx';
import { objectGridLayout } from '../layouts.ts';
import { useCategoryName, useCategoryParent } from '../names.ts';
import { categoryObjectsQuery } from '../queries.ts';
import { withImagesFrom } from '../loaders.ts';
import { categoryCrumbs } from '../crumbs.ts';

export function Component() {
  const categoryId = requireId(useParams().categoryId);
  const [search, setSearch] = useSearchParams();
  const withImages = withImagesFrom(search);
  // The switch shows the state being navigated to while its loader fetches.
  const navigation = useNavigation();
  const pending = navigation.location?.pathname === `/categories/${categoryId}/objects` ? navigation.location : undefined;
  const switchedOn = pending ? withImagesFrom(new URLSearchParams(pending.search)) : withImages;
  const name = useCategoryName(categoryId);
  const parent = useCategoryParent(categoryId);
  const query = useInfiniteQuery(categoryObjectsQuery(categoryId, withImages));

  const toggleImages = (checked: boolean) => {
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (checked) next.set('images', '1');
        else next.delete('images');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <>
      <PageHeader title={name} crumbs={categoryCrumbs(parent)}>
        <CategoryTabs categoryId={categoryId} name={name} />
      </PageHeader>
      <div className="toolbar">
        <label className="switch">
          <input type="checkbox" checked={switchedOn} onChange={(event) => toggleImages(event.target.checked)} />
          {collectionsText.withImagesOnly}
        </label>
      </div>
      <VirtualList
        key={withImages ? 'with-images' : 'all'}
        query={query}
        label={collectionsText.objectsIn(name)}
        layout={objectGridLayout()}
        getKey={recordKey}
        emptyMessage={withImages ? collectionsText.emptyObjectsWithImages : collectionsText.emptyObjects}
        renderItem={(record, index) => <ObjectTile record={record} objectId={recordKey(record)} priority={index < 6} />}
      />
    </>
  );
}
