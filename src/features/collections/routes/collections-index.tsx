import { Link } from 'react-router';
import { en } from '../../../lib/messages/en.ts';
import { collectionsText } from '../messages.ts';
import { services } from '../../../lib/services.ts';
import { LinkTiles } from '../../../ui/LinkTiles.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';

/** The API cannot list collections; the config's directory names them. */
export function Component() {
  const { collections } = services().config.directory;
  return (
    <>
      <PageHeader title={collectionsText.title} crumbs={[{ label: en.app.home, to: '/' }]}>
        <p className="lede">{collectionsText.intro}</p>
      </PageHeader>
      <ul className="collection-cards">
        {collections.map((collection) => (
          <li key={collection.id} className="collection-card">
            <h2>
              <Link to={`/collections/${collection.id}/objects`}>{collection.name}</Link>
            </h2>
            <LinkTiles
              links={[
                { to: `/collections/${collection.id}/categories`, label: collectionsText.categories },
                { to: `/collections/${collection.id}/subcategories`, label: collectionsText.subcategories },
              ]}
            />
          </li>
        ))}
      </ul>
    </>
  );
}
