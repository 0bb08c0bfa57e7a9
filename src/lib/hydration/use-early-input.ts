import { useEffect, useEffectEvent } from 'react';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * What a field holds now, when that is not what was rendered into it: on a page the server sent,
 * a visitor can type or choose before the app runs. Undefined when the field is as rendered.
 */
export function earlyValue(field: Field | null, rendered: string): string | undefined {
  return field && field.value !== rendered ? field.value : undefined;
}

/**
 * Runs `adopt` once, as the page is hydrated, so a form can take into its state what the visitor
 * typed or chose before the app ran (read with earlyValue). React hydrates a controlled field
 * without touching what it holds, but its next render writes the state's value back: "UA" typed
 * in the flights' search became empty again, Departures went back to "Arrivals and departures".
 * A passive effect, so the router's navigate is ready (its own layout effect has run) and the
 * re-render that follows hydration comes after it. A page the browser renders itself holds what
 * it rendered: nothing to adopt.
 */
export function useEarlyInput(adopt: () => void): void {
  const adoptOnce = useEffectEvent(adopt);
  useEffect(() => adoptOnce(), []);
}
