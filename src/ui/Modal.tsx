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

/**
 * The one modal of the app, on the native <dialog>: showModal() makes the rest of the page inert,
 * moves focus in and gives Escape; Tab wraps inside it (wrapFocus); Escape and the back gesture
 * only ask the owner to close. Every dialog (ConfirmDialog, the kiosk's dialogs, the image viewer)
 * is one of these.
 */
export function Modal({ open, onClose, className, labelledBy, describedBy, initialFocus, returnFocus, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // Optional calls: jsdom has <dialog> without its modal methods.
      dialog.showModal?.();
      // Here, not in the content's own effects: those run first, while the dialog is still closed.
      initialFocus?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close?.();
      returnFocus?.current?.focus();
    }
  }, [open, initialFocus, returnFocus]);

  // Unmounted while open (its owner went away): the page must not stay inert.
  useEffect(() => {
    const dialog = ref.current;
    return () => dialog?.close?.();
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
