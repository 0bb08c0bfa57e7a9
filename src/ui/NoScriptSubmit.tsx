import type { ReactNode } from 'react';

/**
 * The submit button of a form that acts as it changes where scripts run, for browsers without
 * them. Hidden by CSS (`@media (scripting: enabled)`), not removed at hydration: its removal moved
 * everything below it (Lighthouse CLS 0.12 on flights).
 */
export function NoScriptSubmit({ children, quiet = false }: { children: ReactNode; quiet?: boolean }) {
  return (
    <button type="submit" className={`button${quiet ? ' button--quiet' : ''} noscript-only`}>
      {children}
    </button>
  );
}
