import { NavLink } from 'react-router';

export interface TabLink {
  to: string;
  label: string;
}

/** Links between a parent's lists; the current one carries aria-current. */
export function TabLinks({ label, links }: { label: string; links: TabLink[] }) {
  return (
    <nav aria-label={label}>
      <ul className="tabs">
        {links.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to} end>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
