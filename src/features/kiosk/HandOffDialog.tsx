import { useEffect, useState } from 'react';
import { encodeQr, type QrDrawing } from './qr-code.ts';
import { KioskModal } from './KioskModal.tsx';
import { kioskText } from './messages.ts';

/** The code, drawn as one SVG path once the encoder has loaded; the address stays readable beside it. */
export function QrCode({ url }: { url: string }) {
  const [drawing, setDrawing] = useState<QrDrawing | 'failed' | null>(null);
  useEffect(() => {
    let live = true;
    encodeQr(url).then(
      (next) => live && setDrawing(next),
      () => live && setDrawing('failed'),
    );
    return () => {
      live = false;
    };
  }, [url]);
  if (drawing === 'failed') return <p className="hand-off__fallback">{kioskText.qrUnavailable}</p>;
  if (drawing === null) return <div className="hand-off__qr" aria-hidden="true" />;
  return (
    <svg
      className="hand-off__qr"
      viewBox={`0 0 ${drawing.side} ${drawing.side}`}
      role="img"
      aria-label={kioskText.qrLabel(url)}
      shapeRendering="crispEdges"
    >
      {/* Black on white whatever the colour scheme: phone cameras expect dark modules on light. */}
      <rect width={drawing.side} height={drawing.side} fill="#fff" />
      <path d={drawing.path} fill="#000" />
    </svg>
  );
}

/**
 * "Scan to continue on your phone": what a kiosk shows instead of opening a link or sharing.
 * Nothing here navigates; the address is shown as text too, for a phone without a scanner.
 */
export function HandOffDialog({ url, onClose }: { url: string; onClose: () => void }) {
  return (
    <KioskModal title={kioskText.handOffTitle} onClose={onClose} className="hand-off">
      {({ bodyId }) => (
        <>
          <p id={bodyId}>{kioskText.handOffBody}</p>
          <QrCode url={url} />
          <p className="hand-off__address">{url}</p>
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
