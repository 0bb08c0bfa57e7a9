import { useId, useState, type FormEvent } from 'react';
import { KioskModal } from './KioskModal.tsx';
import { kioskText } from './messages.ts';
import { checkPin, type PinOutcome } from './pin-guard.ts';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
const MAX_DIGITS = 12;

function outcomeText(outcome: PinOutcome): string {
  if (outcome.kind === 'wrong') return kioskText.wrongPin(outcome.triesLeft);
  if (outcome.kind === 'locked') return kioskText.pinLocked(Math.ceil(outcome.waitMs / 1000));
  return '';
}

/**
 * The operator's way out of kiosk mode, behind a 3-second press on the logo. A touch screen may
 * have no keyboard, so the PIN has its own keypad; a keyboard works too. Wrong PINs are
 * rate-limited (pin-guard.ts).
 */
export function PinDialog({ pin, onExit, onClose }: { pin: string; onExit: () => void; onClose: () => void }) {
  const [entered, setEntered] = useState('');
  const [message, setMessage] = useState('');
  const inputId = useId();
  const press = (digit: string) => setEntered((current) => (current + digit).slice(0, MAX_DIGITS));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const outcome = checkPin(entered, pin, globalThis.sessionStorage);
    setEntered('');
    if (outcome.kind === 'right') onExit();
    else setMessage(outcomeText(outcome));
  };

  return (
    <KioskModal title={kioskText.operatorTitle} onClose={onClose} className="pin-dialog">
      {({ bodyId }) => (
        <form onSubmit={submit}>
          <p id={bodyId}>{kioskText.operatorBody}</p>
          <label htmlFor={inputId} className="pin-dialog__label">
            {kioskText.pin}
          </label>
          <input
            id={inputId}
            className="pin-dialog__input"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={MAX_DIGITS}
            value={entered}
            onChange={(event) => setEntered(event.target.value.replace(/\D/g, '').slice(0, MAX_DIGITS))}
            autoFocus
          />
          <p className="pin-dialog__message" role="alert">
            {message}
          </p>
          <div className="pin-dialog__keypad" role="group" aria-label={kioskText.keypad}>
            {KEYS.map((digit) => (
              <button key={digit} type="button" className="button button--quiet" onClick={() => press(digit)}>
                {digit}
              </button>
            ))}
            <button type="button" className="button button--quiet" onClick={() => setEntered('')}>
              {kioskText.clearPin}
            </button>
            <button type="button" className="button button--quiet" onClick={() => press('0')}>
              0
            </button>
            <button
              type="button"
              className="button button--quiet"
              aria-label={kioskText.deleteDigit}
              onClick={() => setEntered((current) => current.slice(0, -1))}
            >
              ⌫
            </button>
          </div>
          <div className="button-row">
            <button type="button" className="button button--quiet" onClick={onClose}>
              {kioskText.cancel}
            </button>
            <button type="submit" className="button" disabled={entered === ''}>
              {kioskText.leaveKiosk}
            </button>
          </div>
        </form>
      )}
    </KioskModal>
  );
}
