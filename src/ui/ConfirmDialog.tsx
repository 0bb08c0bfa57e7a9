import { useEffect, useId, useRef, type ReactNode } from 'react';
import { wrapFocus } from './wrap-focus.ts';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Style the confirm button as destructive. */
  danger?: boolean;
}

/**
 * A modal confirmation on the native <dialog>: showModal() moves focus in,
 * makes the rest of the page inert and gives Escape for free; Tab wraps
 * inside it (wrapFocus); Escape and Cancel both only close.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  danger = false,
}: ConfirmDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // The safe choice gets focus first.
      cancelRef.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onKeyDown={wrapFocus}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <div id={bodyId}>{children}</div>
      <div className="button-row confirm-dialog__actions">
        <button ref={cancelRef} type="button" className="button button--quiet" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className={`button${danger ? ' button--danger' : ''}`} onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
