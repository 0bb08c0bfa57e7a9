import type { Suggestion } from '../../api/search-response.ts';
import { services } from '../../lib/config/services.ts';
import { loadSuggestions, suggestQuery } from './queries.ts';

/** Suggestions for the text, through the query cache: typing back to a word asks for it once. */
export function fetchSuggestions(text: string, signal: AbortSignal): Promise<Suggestion[]> {
  // The combobox's own signal: a word typed over is abandoned.
  return services().queryClient.fetchQuery({ ...suggestQuery(text), queryFn: () => loadSuggestions(text, signal) });
}
