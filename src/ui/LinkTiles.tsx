import { Link } from 'react-router';

/** Hangar's own words (`label`), or a name from the data or the deployment (`name`: isolated, never translated). */
export type TileLink = {
  to: string;
  /** A second line from the data that tells like-named links apart (an object's date and accession number). */ detail?: string | undefined;
} & ({ label: string; name?: never } | { name: string; label?: never });

/** A list of large, touch-sized links (directory entries, a parent's lists). */
export function LinkTiles({ links, className }: { links: TileLink[]; className?: string }) {
  return (
    <ul className={className ? `link-tiles ${className}` : 'link-tiles'}>
      {links.map((link) => (
        <li key={link.to}>
          {link.detail ? (
            <Link className="link-tile link-tile--detailed" to={link.to}>
              <span className="link-tile__name">{link.name === undefined ? link.label : <bdi>{link.name}</bdi>}</span>
              <span className="link-tile__detail">
                <bdi>{link.detail}</bdi>
              </span>
            </Link>
          ) : (
            <Link className="link-tile" to={link.to}>
              {link.name === undefined ? link.label : <bdi>{link.name}</bdi>}
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
}
