import { useQuery } from '@tanstack/react-query';
import { useLoaderData } from 'react-router';
import { services } from '../../../../lib/config/services.ts';
import { ErrorPanel } from '../../../../ui/ErrorPanel.tsx';
import { PageHeader } from '../../../../ui/PageHeader.tsx';
import { heading } from '../../../../lib/head/route-head.ts';
import { ObjectTile } from '../../ObjectTile.tsx';
import type { visitLoader } from '../loaders.ts';
import { visitText } from '../messages.ts';
import { visitQuery } from '../queries.ts';
import '../visit.css';

/** How many tiles load their pictures first: a phone's first screen holds about two. */
const FIRST_SCREEN = 4;

/**
 * A visit taken home from a kiosk (`/visit?ids=…`): the objects the address names, in its order,
 * each linking to its own page. The address is the whole visit, so the page is the same for
 * anyone who opens it, rendered on the server and readable without JavaScript.
 */
export function Component() {
  const { ids } = useLoaderData<typeof visitLoader>();
  const catalogue = services().config.search === true;
  const query = useQuery({ ...visitQuery(ids), enabled: catalogue && ids.length > 0 });
  const objects = query.data ?? [];
  return (
    <>
      <PageHeader title={visitText.title} crumbs={[]} />
      {!catalogue ? (
        <p className="visit__note">{visitText.unavailable}</p>
      ) : query.isError ? (
        <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />
      ) : query.isPending && ids.length > 0 ? null : objects.length === 0 ? (
        <p className="visit__note">{visitText.empty}</p>
      ) : (
        <>
          <p className="lede">{visitText.count(objects.length)}</p>
          <p className="muted">{visitText.keep}</p>
          <ol className="visit__objects" aria-label={visitText.objects}>
            {objects.map(({ id, record }, index) => (
              <li key={id}>
                <ObjectTile record={record} objectId={id} priority={index < FIRST_SCREEN} />
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}

export const head = () => heading(visitText.title, []);
