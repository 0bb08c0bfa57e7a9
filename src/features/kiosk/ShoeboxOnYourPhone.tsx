import { paths } from '../../lib/addresses/paths.ts';
import { heading } from '../../lib/head/route-head.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { QrCode } from './HandOffDialog.tsx';
import { kioskText } from './messages.ts';
import './kiosk.css';

/**
 * What a kiosk shows where a browser would ask for a token (sign-in, a
 * signed-out shoebox): everyone uses the screen, so the visitor signs in on
 * their own phone instead, from a QR code of the shoebox's address. The
 * address stays readable beside it, for a phone without a scanner.
 */
export function ShoeboxOnYourPhone() {
  // Kiosk pages render in the browser only (never on the server): the origin is the kiosk's own.
  const url = new URL(paths.shoebox.href(), window.location.origin).href;
  return (
    <>
      <PageHeader title={kioskText.phoneTitle} crumbs={[]} />
      <div className="hand-off hand-off--page">
        <p>{kioskText.phoneBody}</p>
        <QrCode url={url} />
        <p className="hand-off__address">{url}</p>
      </div>
    </>
  );
}

/** Its head, for the pages that show it on a kiosk (the shoebox, sign-in). */
export const phoneHead = () => heading(kioskText.phoneTitle, []);
