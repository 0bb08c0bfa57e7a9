import { visitHref, visitIds } from '../../lib/addresses/visit-address.ts';
import { QrCode } from './HandOffDialog.tsx';
import { KioskModal } from './KioskModal.tsx';
import { kioskText } from './messages.ts';

/**
 * "Take your visit with you": a QR code of the absolute address of the objects this visitor
 * opened (`/visit?ids=…`, most recent first) and the address as text under it, for a phone
 * without a scanner. The address is the whole visit: nothing is kept on the kiosk or the server.
 */
export function TakeVisitDialog({ opened, onClose }: { opened: readonly string[]; onClose: () => void }) {
  // Kiosk pages render in the browser only: the origin is the kiosk's own, which a phone reaches too.
  const url = new URL(visitHref(opened), window.location.origin).href;
  return (
    <KioskModal title={kioskText.takeVisit} onClose={onClose} className="hand-off">
      {({ bodyId }) => (
        <>
          <p id={bodyId}>{kioskText.visitBody(visitIds(opened).length)}</p>
          <QrCode url={url} />
          <p className="hand-off__address">{url}</p>
          <p className="muted">{kioskText.visitPrivacy}</p>
          <div className="button-row">
            <button type="button" className="button" onClick={onClose} autoFocus>
              {kioskText.close}
            </button>
          </div>
        </>
      )}
    </KioskModal>
  );
}
