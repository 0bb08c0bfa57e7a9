import { useEffect, useState } from 'react';
import { useRenderedNow } from '../../lib/hydration/use-hydrated.ts';

/**
 * The time now in unix seconds, updated every half minute: close enough for a line on an hourly
 * chart. A server-rendered page shows its rendering time until it is hydrated.
 */
export function useNowSeconds(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return useRenderedNow(() => now) / 1000;
}
