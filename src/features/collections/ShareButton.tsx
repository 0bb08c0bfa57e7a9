import { useState } from 'react';
import { collectionsText } from './messages.ts';
import { handOff } from '../../lib/session/hand-off.ts';

/**
 * Shares the page's own address (never an API URL, so never a token):
 * on a kiosk as a QR code for the visitor's phone (lib/session/hand-off.ts), else
 * the system share sheet where there is one, else the clipboard.
 */
export function ShareButton({
  title,
  path,
}: {
  title: string;
  /** The page's own address (from paths), never the current URL's extras. */ path: string;
}) {
  const [status, setStatus] = useState('');
  const share = async () => {
    const url = new URL(path, window.location.origin).href;
    if (handOff(url)) return;
    try {
      if (typeof navigator.share === 'function') {
        await navigator.share({ title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setStatus(collectionsText.linkCopied);
    } catch (error) {
      // The user closing the share sheet is not a failure worth a message.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setStatus(collectionsText.shareFailed);
    }
  };
  return (
    <div className="share">
      <button type="button" className="button button--quiet" onClick={() => void share()}>
        {collectionsText.share}
      </button>
      <span role="status" className="share__status">
        {status}
      </span>
    </div>
  );
}
