import { useEffect, useId, useRef, type ReactNode } from 'react';
import { wrapFocus } from '../../ui/wrap-focus.ts';

/**
 * A kiosk dialog on the native <dialog>: showModal() when it mounts makes the page inert and
 * moves focus in; Tab wraps inside (wrapFocus); Escape, like the dialog's own close button, calls
 * onClose. Mounted only while open.
 */
export function KioskModal({
  title,
  onClose,
  className = '',
  children,
}: {
  title: string;
  onClose: () => void;
  className?: string;
  children: (ids: { titleId: string; bodyId: string }) => ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);
  return (
    <dialog
      ref={ref}
      className={`kiosk-dialog ${className}`}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onKeyDown={wrapFocus}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children({ titleId, bodyId })}
    </dialog>
  );
}
