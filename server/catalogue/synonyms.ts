/**
 * The names visitors use for what the catalogue names otherwise: airlines' codes and short names,
 * everyday words for what a label calls by another (docs/decisions/0051). Each line is a group of
 * names for one thing, separated by commas; `#` starts a comment. The harvest adds every word of a
 * group to the index of each entry whose text holds one of the group's names, so `twa` finds
 * "Trans World Airlines" and `hat` a "stewardess cap". The list is applied when the index is
 * written: every server answering from a catalogue answers with the list it was harvested with.
 *
 * DEFAULT_SYNONYMS is the museum's list, edited here; HANGAR_SYNONYMS (a file in the same format)
 * replaces it for a harvest.
 */
import { readFileSync } from 'node:fs';
import { words, type TokenExpander } from './text.ts';

export const DEFAULT_SYNONYMS = `
# Airlines of the collection (a name alone that is also an everyday word, such as western or delta, is left out): codes (IATA, ICAO) and the names visitors use.
twa, trans world airlines, trans world
pan am, panam, pan american, pan american world airways, paa
ua, ual, united airlines
aa, aal, american airlines
wal, western airlines
bnf, braniff international, braniff international airways, braniff airways
nwa, northwest airlines, northwest orient, northwest orient airlines
dal, delta airlines, delta air lines
eal, eastern airlines, eastern air lines
coa, continental airlines
psa, pacific southwest, pacific southwest airlines
jal, japan airlines, japan air lines
boac, british overseas airways, british overseas airways corporation
ba, baw, british airways
lufthansa, dlh
qantas, qfa, qantas empire airways
# Things, as visitors say them and labels write them.
hat, cap
plane, airplane, aeroplane, aircraft
timetable, schedule
postcard, post card
luggage, baggage
badge, pin
`;

/** At most this many names in a list: a file that large is not a list of synonyms. */
const MAX_NAMES = 10_000;
/** Words a name may have: the expander looks each name up by its first word and checks the rest. */
const MAX_NAME_WORDS = 6;

export interface SynonymList extends TokenExpander {
  /** The list as written into the catalogue (its groups, one a line, folded): part of its content hash. */
  readonly text: string;
}

/** Groups of names, each name as its folded words. Lines without two names are ignored (nothing to add). */
export function parseSynonyms(text: string): string[][][] {
  const groups: string[][][] = [];
  let names = 0;
  for (const line of text.split('\n')) {
    const content = line.replace(/#.*/, '');
    const group = content
      .split(',')
      .map((name) => words(name).slice(0, MAX_NAME_WORDS))
      .filter((name) => name.length > 0);
    if (group.length < 2) continue;
    names += group.length;
    if (names > MAX_NAMES) throw new Error(`The synonym list has more than ${MAX_NAMES} names.`);
    groups.push(group);
  }
  return groups;
}

export function synonymList(text: string): SynonymList {
  const groups = parseSynonyms(text);
  // Each name by its first word: a text's word is one Map lookup, whatever the list's length.
  const byFirst = new Map<string, { name: string[]; group: number }[]>();
  groups.forEach((group, index) => {
    for (const name of group) {
      const list = byFirst.get(name[0]!) ?? [];
      list.push({ name, group: index });
      byFirst.set(name[0]!, list);
    }
  });
  const added = groups.map((group) => [...new Set(group.flat())]);
  return {
    text: groups.map((group) => group.map((name) => name.join(' ')).join(', ')).join('\n'),
    expand(tokens) {
      let found: Set<number> | null = null;
      for (let index = 0; index < tokens.length; index += 1) {
        const candidates = byFirst.get(tokens[index]!);
        if (!candidates) continue;
        for (const { name, group } of candidates) {
          if (name.every((word, offset) => tokens[index + offset] === word)) (found ??= new Set()).add(group);
        }
      }
      if (!found) return [];
      const present = new Set(tokens);
      const out: string[] = [];
      for (const group of found)
        for (const word of added[group]!) {
          if (present.has(word)) continue;
          present.add(word);
          out.push(word);
        }
      return out;
    },
  };
}

let loaded: SynonymList | null = null;

/** The list a harvest applies: the file HANGAR_SYNONYMS names, or DEFAULT_SYNONYMS. */
export function harvestSynonyms(): SynonymList {
  const path = process.env['HANGAR_SYNONYMS'];
  if (!path) return (loaded ??= synonymList(DEFAULT_SYNONYMS));
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    throw new Error(`The synonym list ${path} (HANGAR_SYNONYMS) cannot be read.`);
  }
  return synonymList(text);
}
