import { useId } from 'react';
import type { Language } from '../../i18n/language.ts';
import { searchText } from './messages.ts';

/** English and Spanish: letters with ñ, the accented vowels and ü, and digits, dot and dash for accession numbers. */
const LATIN_ROWS: readonly string[] = ['1234567890', 'qwertyuiop', 'asdfghjklñ', 'zxcvbnm.-', 'áéíóúü'];
/**
 * Chinese: the plain Latin letters, for pinyin (the catalogue indexes Chinese names by their
 * pinyin, tones dropped: `fei ji` finds 飞机), and the same digits and signs.
 */
const PINYIN_ROWS: readonly string[] = ['1234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm.-'];

/** The keys for a language of the menu. */
export function keyRows(language: Language): readonly string[] {
  return language === 'zh' ? PINYIN_ROWS : LATIN_ROWS;
}

interface OnScreenKeyboardProps {
  language: Language;
  onKey: (character: string) => void;
  onDelete: () => void;
  onClear: () => void;
  /** The Search key, a submit button of the form around the keyboard. */
  submitLabel: string;
}

/**
 * The kiosk's keyboard: a screen with no physical one types with these large keys. Each key is a
 * button named by what it types; Space, Delete and Clear are named in words. The keys say what
 * they type in ("ABC", "拼音"), so a Chinese reader knows Latin keys are for pinyin.
 */
export function OnScreenKeyboard({ language, onKey, onDelete, onClear, submitLabel }: OnScreenKeyboardProps) {
  const scriptId = useId();
  return (
    <div className="osk" role="group" aria-label={searchText.keyboard} aria-describedby={scriptId}>
      <p id={scriptId} className="osk__script">
        {searchText.keyboardScript}
      </p>
      {keyRows(language).map((row) => (
        <div key={row} className="osk__row">
          {[...row].map((character) => (
            <button key={character} type="button" className="osk__key" onClick={() => onKey(character)}>
              {character}
            </button>
          ))}
        </div>
      ))}
      <div className="osk__row">
        <button type="button" className="osk__key osk__key--wide" onClick={onClear}>
          {searchText.clear}
        </button>
        <button type="button" className="osk__key osk__key--space" onClick={() => onKey(' ')}>
          {searchText.space}
        </button>
        <button type="button" className="osk__key osk__key--wide" onClick={onDelete}>
          {searchText.delete}
        </button>
        <button type="submit" className="osk__key osk__key--wide osk__key--go">
          {submitLabel}
        </button>
      </div>
    </div>
  );
}
