/** A hashtag as the API wants it: no leading '#', no surrounding space ("#SFO " -> "SFO"). */
export function normaliseTag(input: string): string {
  return input.trim().replace(/^#+/, '').trim();
}
