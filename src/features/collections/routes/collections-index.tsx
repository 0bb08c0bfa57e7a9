import { Link } from 'react-router';
import { paths } from '../../../lib/addresses/paths.ts';
import { services } from '../../../lib/config/services.ts';
import { LinkTiles } from '../../../ui/LinkTiles.tsx';
import { heading } from '../../../lib/head/route-head.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { collectionsText } from '../messages.ts';

/** The API cannot list collections; the config's directory names them. */
export function Component() {
  const { collections } = services().config.directory;
  return (
    <>
      <PageHeader title={collectionsText.title} crumbs={[]}>
        <p className="lede">{collectionsText.intro}</p>
      </PageHeader>
      <ul className="card-grid">
        {collections.map((collection) => (
          <li key={collection.id} className="card">
            <h2>
              <Link to={paths.collectionObjects.href(collection.id)}>{collection.name}</Link>
            </h2>
            <LinkTiles
              links={[
                { to: paths.collectionCategories.href(collection.id), label: collectionsText.categories },
                { to: paths.collectionSubcategories.href(collection.id), label: collectionsText.subcategories },
              ]}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

export const head = () => heading(collectionsText.title, []);
