import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { revealInStrip } from './reveal-in-strip.ts';

export interface TabLink {
  to: string;
  label: string;
}

/**
 * Links between a parent's lists; the current one carries aria-current. On a
 * narrow screen the strip scrolls sideways (styles.css shows a shadow at an
 * edge with more beyond it), opens with the current tab in view and keeps
 * the focused one in view.
 */
export function TabLinks({ label, links }: { label: string; links: TabLink[] }) {
  const strip = useRef<HTMLUListElement>(null);
  useEffect(() => revealInStrip(strip.current), []);
  return (
    <nav aria-label={label}>
      <ul className="tabs" ref={strip} onFocus={(event) => revealInStrip(event.currentTarget, event.target)}>
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
