import { searchText } from './messages.ts';

/** Letters for English and Spanish (ñ, the accented vowels, ü), and digits and the dot for accession numbers. */
export const KEY_ROWS: readonly string[] = ['1234567890', 'qwertyuiop', 'asdfghjklñ', 'zxcvbnm.-', 'áéíóúü'];

interface OnScreenKeyboardProps {
  onKey: (character: string) => void;
  onDelete: () => void;
  onClear: () => void;
  /** The Search key, a submit button of the form around the keyboard. */
  submitLabel: string;
}

/**
 * The kiosk's keyboard: a screen with no physical one types with these large keys. Each key is a
 * button named by what it types; Space, Delete and Clear are named in words.
 */
export function OnScreenKeyboard({ onKey, onDelete, onClear, submitLabel }: OnScreenKeyboardProps) {
  return (
    <div className="osk" role="group" aria-label={searchText.keyboard}>
      {KEY_ROWS.map((row) => (
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
