import { Link } from 'react-router';

export interface TileLink {
  to: string;
  label: string;
}

/** A list of large, touch-sized links (directory entries, a parent's lists). */
export function LinkTiles({ links, className }: { links: TileLink[]; className?: string }) {
  return (
    <ul className={className ? `link-tiles ${className}` : 'link-tiles'}>
      {links.map((link) => (
        <li key={link.to}>
          <Link className="link-tile" to={link.to}>
            {link.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
