import { useId, useRef, type ReactNode } from 'react';
import { Modal } from './Modal.tsx';

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

/** A confirmation (the shared Modal): the safe choice has focus first; Escape and Cancel both only close. */
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
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const bodyId = useId();
  // The safe choice gets focus first.
  return (
    <Modal open={open} onClose={onCancel} className="confirm-dialog" labelledBy={titleId} describedBy={bodyId} initialFocus={cancelRef}>
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
    </Modal>
  );
}
