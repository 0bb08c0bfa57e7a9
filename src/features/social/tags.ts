/**
 * What a hashtag may hold: letters (with their accents and marks), digits and
 * `_`, up to 100 of them, the characters post text links as a tag too
 * (linkify.ts). A space or a slash cannot be part of one: "#sfo museum" is the
 * tag "sfo" and a word, and "a/b" would be a different address altogether.
 */
export const TAG_CHARACTER = String.raw`[\p{L}\p{M}\p{N}_]`;
export const TAG_MAX_LENGTH = 100;
const TAG = new RegExp(`^${TAG_CHARACTER}{1,${TAG_MAX_LENGTH}}$`, 'u');

/** A hashtag as the API wants it: no leading '#', no surrounding space ("#SFO " -> "SFO"). */
export function normaliseTag(input: string): string {
  return input.trim().replace(/^#+/, '').trim();
}

export type TagProblem = 'required' | 'invalid' | 'too-long';

/** The tag a visitor typed, ready for the feed's address, or what is wrong with it. */
export function readTag(input: string): { tag: string } | { problem: TagProblem } {
  const tag = normaliseTag(input);
  if (!tag) return { problem: 'required' };
  if ([...tag].length > TAG_MAX_LENGTH) return { problem: 'too-long' };
  return TAG.test(tag) ? { tag } : { problem: 'invalid' };
}
