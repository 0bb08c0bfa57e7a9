import { useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { wrapFocus } from './wrap-focus.ts';

export interface ModalProps {
  open: boolean;
  /** Escape, and a phone's back gesture (the dialog's cancel event): the owner decides, through its state. */
  onClose: () => void;
  className?: string;
  labelledBy: string;
  describedBy?: string;
  /** Focused as it opens; else the browser's choice (the first control inside). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Focused as it closes: a tap on a touch screen does not focus the control that opened it, so the browser alone cannot. */
  returnFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

/** Focus is on nothing (the body) or on what just went away with the dialog. */
function focusIsLost(dialog: HTMLDialogElement): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || dialog.contains(active);
}

/** Back to a control still on the page (the page may have changed under the dialog). */
function giveFocusBack(target: HTMLElement | null): void {
  if (target?.isConnected) target.focus();
}

/**
 * The one modal of the app, on the native <dialog>: showModal() makes the rest of the page inert,
 * moves focus in and gives Escape; Tab wraps inside it (wrapFocus); Escape and the back gesture
 * only ask the owner to close. Every dialog (ConfirmDialog, the kiosk's dialogs, the image viewer)
 * is one of these.
 */
export function Modal({ open, onClose, className, labelledBy, describedBy, initialFocus, returnFocus, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  // What had focus as the dialog opened: where focus goes back when no returnFocus is given. The
  // browser does this itself for a dialog that closes, not for one its owner unmounts (a kiosk's
  // dialogs are mounted only while open): that left focus on <body>.
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // Optional calls: jsdom has <dialog> without its modal methods.
      dialog.showModal?.();
      // Here, not in the content's own effects: those run first, while the dialog is still closed.
      initialFocus?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close?.();
      giveFocusBack(returnFocus?.current ?? opener.current);
    }
  }, [open, initialFocus, returnFocus]);

  // Unmounted while open (its owner went away): the page must not stay inert, and focus goes back
  // to the opener unless something else has taken it.
  useEffect(() => {
    const dialog = ref.current;
    return () => {
      if (!dialog?.open) return;
      dialog.close?.();
      if (focusIsLost(dialog)) giveFocusBack(opener.current);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={className}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onKeyDown={wrapFocus}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {children}
    </dialog>
  );
}
