import { Link } from 'react-router';

/** Hangar's own words (`label`), or a name from the data or the deployment (`name`: isolated, never translated). */
export type TileLink = { to: string } & ({ label: string; name?: never } | { name: string; label?: never });

/** A list of large, touch-sized links (directory entries, a parent's lists). */
export function LinkTiles({ links, className }: { links: TileLink[]; className?: string }) {
  return (
    <ul className={className ? `link-tiles ${className}` : 'link-tiles'}>
      {links.map((link) => (
        <li key={link.to}>
          <Link className="link-tile" to={link.to}>
            {link.name === undefined ? link.label : <bdi>{link.name}</bdi>}
          </Link>
        </li>
      ))}
    </ul>
  );
}
