import { useId, type ReactNode } from 'react';
import { Modal } from '../../ui/Modal.tsx';

/** A kiosk dialog (the shared Modal), mounted only while open; Escape, like its own close button, calls onClose. */
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
  const titleId = useId();
  const bodyId = useId();
  return (
    <Modal open onClose={onClose} className={`kiosk-dialog ${className}`} labelledBy={titleId} describedBy={bodyId}>
      <h2 id={titleId}>{title}</h2>
      {children({ titleId, bodyId })}
    </Modal>
  );
}
