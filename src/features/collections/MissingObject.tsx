import { useId } from 'react';
import { Form, Link } from 'react-router';
import { shellText } from '../../lib/messages/shell-text.ts';
import { paths } from '../../lib/addresses/paths.ts';
import { services } from '../../lib/config/services.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { collectionsCrumb } from './crumbs.ts';
import { collectionsText } from './messages.ts';

/**
 * An object address the collection has no object for: says so, and offers the ways on a visitor
 * has (a search of the collection, its lists, home) instead of the site's generic not-found page.
 * A 404 like that page (its loader says so to the server), and never indexed (the object route's `head`).
 */
export function MissingObject({ objectId }: { objectId: string }) {
  // Only a server with a catalogue answers searches (config.json's `"search": true`).
  const searchable = services().config.search === true;
  const fieldId = useId();
  return (
    <>
      <PageHeader title={collectionsText.missingTitle} crumbs={[collectionsCrumb()]} />
      <p>{collectionsText.missingBody(objectId)}</p>
      {searchable && (
        // A GET form: without a script the browser sends it as it is; with one, the router does.
        <Form role="search" action={paths.search.href()} method="get" className="missing-search">
          <label htmlFor={fieldId}>{collectionsText.missingSearch}</label>
          <span className="missing-search__row">
            <input id={fieldId} name="q" type="search" maxLength={200} autoComplete="off" />
            <button type="submit" className="button">
              {shellText.search.submit}
            </button>
          </span>
        </Form>
      )}
      <p className="button-row">
        <Link to={paths.collections.href()} className="button">
          {collectionsText.browseCollections}
        </Link>
        <Link to={paths.home.href()} className="button button--quiet">
          {shellText.errors.backHome}
        </Link>
      </p>
    </>
  );
}
