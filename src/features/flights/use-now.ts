import { useEffect, useState } from 'react';

/** The time now in unix seconds, updated every half minute: close enough for a line on an hourly chart. */
export function useNowSeconds(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return now / 1000;
}
