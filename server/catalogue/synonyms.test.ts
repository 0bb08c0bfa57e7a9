import { afterEach, describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_SYNONYMS, harvestSynonyms, synonymList } from './synonyms.ts';
import { indexTokens } from './text.ts';
import { ownedTempDir } from '../temp-files.ts';

describe('the synonym list', () => {
  afterEach(() => {
    delete process.env['HANGAR_SYNONYMS'];
  });

  it("adds to a text's words every name of the group one of its names is in, phrases matched word by word", () => {
    const list = synonymList('# airlines\ntwa, trans world airlines\nhat, cap\nlonely\n');
    expect(list.expand(['trans', 'world', 'airlines', 'poster'])).toEqual(['twa']);
    expect(list.expand(['stewardess', 'cap'])).toEqual(['hat']);
    // Words apart are not the phrase; a line of one name adds nothing.
    expect(list.expand(['trans', 'pacific', 'world', 'airlines'])).toEqual([]);
    expect(list.expand(['lonely'])).toEqual([]);
    expect(list.text).toBe('twa, trans world airlines\nhat, cap');
  });

  it('indexes the museum’s list with the words the label has', () => {
    const tokens = indexTokens('Northwest Orient Airlines flight bag', synonymList(DEFAULT_SYNONYMS));
    expect(tokens).toEqual(expect.arrayContaining(['northwest', 'flight', 'nwa']));
  });

  it('takes the list HANGAR_SYNONYMS names instead of the museum’s, and says when it cannot read it', () => {
    const path = join(ownedTempDir('hangar-synonyms-test'), 'synonyms.txt');
    writeFileSync(path, 'jumbo, boeing 747\n');
    process.env['HANGAR_SYNONYMS'] = path;
    expect(harvestSynonyms().expand(['boeing', '747'])).toEqual(['jumbo']);
    process.env['HANGAR_SYNONYMS'] = `${path}.missing`;
    expect(() => harvestSynonyms()).toThrow(`The synonym list ${path}.missing (HANGAR_SYNONYMS) cannot be read.`);
  });
});
