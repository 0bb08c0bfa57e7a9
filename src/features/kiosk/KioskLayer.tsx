import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { matchPath, useLocation, useNavigate } from 'react-router';
import { readList } from '../../api/operations.ts';
import { createIdleTimer } from '../../lib/session/idle-timer.ts';
import { applyUpdate } from '../../lib/browser/service-worker.ts';
import { kioskText } from './messages.ts';
import { LANGUAGES, languageTag } from '../../i18n/language.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { returnToKioskLanguage } from './kiosk-language.ts';
import { chooseLanguage } from '../../i18n/negotiate.ts';
import { carryVisitOver, forgetVisit, isExploring, noteOpened, openedObjects, setExploring, subscribeVisit } from './kiosk-visit.ts';
import { objectImage, objectTitle } from '../../lib/records/object-images.ts';
import { services } from '../../lib/config/services.ts';
import { endSession } from '../../lib/session/signed-in-user.ts';
import { leaveKioskMode } from '../../lib/session/kiosk-mode.ts';
import { readTextSize, storeTextSize, type TextSize } from './text-size.ts';
import { applyKioskDocument } from './kiosk-document.ts';
import { kioskHistory } from './kiosk-history.ts';
import { listenForHandOffs } from '../../lib/session/hand-off.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { HandOffDialog } from './HandOffDialog.tsx';
import { PinDialog } from './PinDialog.tsx';
import { KioskModal } from './KioskModal.tsx';
import { TakeVisitDialog } from './TakeVisitDialog.tsx';
import { preloadQrEncoder } from './qr-code.ts';
import { useLinkGuard, useLongPress } from './kiosk-guards.ts';
import './kiosk.css';
import { api } from '../../lib/clients/service-client.ts';
import { paths, RANDOM_OBJECT_HREF } from '../../lib/addresses/paths.ts';
import { isInt64Id } from '../../lib/addresses/route-id.ts';
import { shellText } from '../../lib/messages/shell-text.ts';

const ROTATE_MS = 6_000;

function useAttractImages() {
  const firstCollection = services().config.directory.collections[0];
  return useQuery({
    queryKey: ['kiosk', 'attract', firstCollection?.id ?? ''],
    enabled: firstCollection !== undefined,
    staleTime: 60 * 60_000,
    queryFn: async ({ signal }) => {
      const page = await readList(api(), 'collectionObjects', { collectionId: firstCollection!.id, perPage: 60 }, { signal });
      return (
        page.results
          // The title stays data ('' when it has none): "Untitled" is read at render, in the language of the moment.
          .map((record) => ({ title: objectTitle(record, ''), image: objectImage(record, 1024) }))
          .filter((entry) => entry.image !== undefined)
          .slice(0, 12)
      );
    },
  });
}

/**
 * The languages, each named in itself and in its own voice (`lang`), as large buttons. A choice
 * keeps the attract screen up, now in that language, for the visitor to start from; the tap must
 * not reach the overlay, whose click starts the visit.
 */
function LanguageChoice() {
  const active = useLanguage();
  return (
    <div className="attract__languages" role="group" aria-label={kioskText.languages}>
      {LANGUAGES.map(({ code, name }) => (
        <button
          key={code}
          type="button"
          lang={languageTag(code)}
          className="attract__language"
          aria-pressed={code === active}
          // A failed download (offline) leaves the kiosk in its language; the header's menu says so.
          onClick={(event) => {
            event.stopPropagation();
            chooseLanguage(code, true).catch(() => undefined);
          }}
        >
          {name}
        </button>
      ))}
    </div>
  );
}

function AttractScreen({ onLeave }: { onLeave: () => void }) {
  const { data: slides = [] } = useAttractImages();
  const [index, setIndex] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (slides.length < 2) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % slides.length), ROTATE_MS);
    return () => clearInterval(timer);
  }, [slides.length]);

  const slide = slides[index % Math.max(slides.length, 1)];
  // Leaves on click, not pointerdown: a pointerdown exit would let the same
  // touch's click land on whatever link lies under the overlay.
  return (
    <div className="attract" role="dialog" aria-modal="true" aria-label={kioskText.attractLabel} onClick={onLeave}>
      {slide?.image && (
        <img
          key={slide.image.src}
          className="attract__image"
          src={slide.image.src}
          srcSet={slide.image.srcSet}
          sizes="100vw"
          alt={slide.title || kioskText.untitled}
        />
      )}
      <div className="attract__panel">
        <p className="attract__welcome">{kioskText.welcome}</p>
        <button ref={buttonRef} type="button" className="attract__cta">
          {kioskText.touchToExplore}
        </button>
        {/* "Surprise me" where a catalogue can choose (see home.tsx): a plain same-origin link, which the
            kiosk's link guard lets through. Its tap also starts the visit, carried across the load. */}
        {services().config.search && (
          <a href={RANDOM_OBJECT_HREF} className="attract__surprise">
            {shellText.home.surpriseMe}
          </a>
        )}
        <LanguageChoice />
      </div>
    </div>
  );
}

function StillThereDialog({ seconds, onStay }: { seconds: number; onStay: () => void }) {
  return (
    <KioskModal title={kioskText.stillThere} onClose={onStay}>
      {({ bodyId }) => (
        <>
          <p id={bodyId} aria-live="polite">
            {kioskText.resetIn(seconds)}
          </p>
          <button type="button" className="button" onClick={onStay} autoFocus>
            {kioskText.imStillHere}
          </button>
        </>
      )}
    </KioskModal>
  );
}

type Phase = { kind: 'attract' } | { kind: 'active' } | { kind: 'warning'; secondsLeft: number };
type Dialog = { kind: 'none' } | { kind: 'startOver' } | { kind: 'handOff'; url: string } | { kind: 'operator' } | { kind: 'visit' };

/** How long the logo must be held to open the operator's PIN prompt. */
const OPERATOR_PRESS_MS = 3_000;

/**
 * Everything kiosk mode adds on top of the normal shell: the attract screen, the idle timer
 * with its "Still there?" countdown, the session reset, on-screen Back / Home / Start over /
 * text-size controls (the browser's own are hidden), links and shares handed to the visitor's
 * phone as QR codes instead of opened, and the operator's exit. The router runs on the kiosk's
 * own history (kiosk-history.ts), so Back never leaves the app and a reset empties it.
 */
export function KioskLayer() {
  const { idleSeconds, warningSeconds, exitPin } = services().config.kiosk;
  // The visit is read from the catalogue (/visit): without one there is nothing to take home.
  const catalogue = services().config.search === true;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  // A visit outlives the remount a language switch causes (kiosk-visit.ts).
  const [phase, setPhaseState] = useState<Phase>(() => (isExploring() ? { kind: 'active' } : { kind: 'attract' }));
  const setPhase = useCallback((next: Phase) => {
    setExploring(next.kind !== 'attract');
    setPhaseState(next);
  }, []);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const opened = useSyncExternalStore(subscribeVisit, openedObjects);
  const [textSize, setTextSize] = useState<TextSize>(() => readTextSize(globalThis.sessionStorage));
  const history = kioskHistory();
  // Read on every render: the layer renders again on each navigation (useLocation).
  const canGoBack = history !== null && history.index > 0;

  useEffect(() => () => document.documentElement.classList.remove('kiosk'), []);

  useEffect(() => {
    applyKioskDocument(textSize);
    storeTextSize(globalThis.sessionStorage, textSize);
  }, [textSize]);

  useEffect(() => preloadQrEncoder(), []);

  // Every object page this visitor opens joins their visit (the address a phone takes home).
  const openedId = matchPath(paths.object.pattern, location.pathname)?.params.objectId;
  useEffect(() => {
    if (isInt64Id(openedId)) noteOpened(openedId);
  }, [openedId]);

  // "Surprise me" (/random) is a document load: the visit goes on across it. Heard on the document,
  // after the attract screen's own click has started the visit.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (anchor instanceof HTMLAnchorElement && !event.defaultPrevented && new URL(anchor.href).pathname === RANDOM_OBJECT_HREF) {
        setExploring(true);
        carryVisitOver();
      }
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  // The page keeps room below its content for the bar, however many lines large text wraps it onto.
  const barRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const bar = barRef.current;
    if (!bar || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--kiosk-bar-height', `${bar.offsetHeight}px`));
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--kiosk-bar-height');
    };
  }, []);

  // Every external link, and every share, becomes a QR code: nothing opens a window or leaves the app.
  useLinkGuard(useCallback((url: string) => setDialog({ kind: 'handOff', url }), []));
  useEffect(() => listenForHandOffs((url) => setDialog({ kind: 'handOff', url })), []);

  // The operator's exit: a long press on the logo, only where the config gives a PIN.
  useLongPress('[data-kiosk-logo]', OPERATOR_PRESS_MS, exitPin ? () => setDialog({ kind: 'operator' }) : null);

  /** The next visitor starts from nothing: no user, no cached lists, no history, normal text, the kiosk's language. */
  const startNextVisit = useCallback(
    (next: Phase) => {
      endSession();
      // Normal text is stored and applied before the language returns: a language switch remounts
      // this layer (the router is keyed by language), and the new one reads the stored size.
      storeTextSize(globalThis.sessionStorage, 'normal');
      applyKioskDocument('normal');
      // Offline, the language may stay as it is: the visit still starts over.
      returnToKioskLanguage().catch(() => undefined);
      queryClient.clear();
      history?.forgetEarlier();
      forgetVisit();
      navigate(paths.home.href(), { replace: true });
      window.scrollTo(0, 0);
      setTextSize('normal');
      setDialog({ kind: 'none' });
      setPhase(next);
      // A new version waiting for a moment when no one is using the kiosk: this is it (the page loads again, at home).
      applyUpdate();
    },
    [queryClient, navigate, history, setPhase],
  );

  // Idle detection runs only while someone is exploring.
  useEffect(() => {
    if (phase.kind !== 'active') return;
    const timer = createIdleTimer(document, idleSeconds * 1000, () => setPhase({ kind: 'warning', secondsLeft: warningSeconds }));
    return () => timer.stop();
  }, [phase.kind, idleSeconds, warningSeconds, setPhase]);

  // The visible countdown; at zero the session starts over for the next visitor.
  useEffect(() => {
    if (phase.kind !== 'warning') return;
    const { secondsLeft } = phase;
    const tick = setTimeout(() => {
      if (secondsLeft <= 1) startNextVisit({ kind: 'attract' });
      else setPhase({ kind: 'warning', secondsLeft: secondsLeft - 1 });
    }, 1000);
    return () => clearTimeout(tick);
  }, [phase, startNextVisit, setPhase]);

  const leaveAttract = () => {
    setPhase({ kind: 'active' });
    // Fullscreen needs a user gesture; a refusal (or no API) is fine.
    document.documentElement.requestFullscreen?.().catch(() => undefined);
  };

  const exitKiosk = () => {
    endSession();
    leaveKioskMode(globalThis.sessionStorage);
    document.exitFullscreen?.().catch(() => undefined);
    // A fresh load at the same address: the browser's own router and history take over.
    window.location.replace(`${location.pathname}${location.search}${location.hash}`);
  };

  const closeDialog = () => setDialog({ kind: 'none' });

  return (
    <>
      <nav ref={barRef} className="kiosk-bar" aria-label={kioskText.controls}>
        <button
          type="button"
          className="button"
          aria-disabled={!canGoBack}
          aria-describedby={canGoBack ? undefined : 'kiosk-back-note'}
          onClick={() => canGoBack && navigate(-1)}
        >
          ‹ {kioskText.back}
        </button>
        <span id="kiosk-back-note" className="visually-hidden">
          {kioskText.backUnavailable}
        </span>
        <button type="button" className="button" onClick={() => navigate(paths.home.href())}>
          {kioskText.home}
        </button>
        {/* Absent until an object is opened: a code for an empty visit would give the phone nothing. */}
        {catalogue && opened.length > 0 && (
          <button type="button" className="button kiosk-bar__visit" onClick={() => setDialog({ kind: 'visit' })}>
            {kioskText.takeVisit}
          </button>
        )}
        <button type="button" className="button kiosk-bar__start-over" onClick={() => setDialog({ kind: 'startOver' })}>
          {kioskText.startOver}
        </button>
        <fieldset className="kiosk-bar__size">
          <legend className="visually-hidden">{kioskText.textSize}</legend>
          {(['normal', 'large'] as const).map((size) => (
            <label key={size} className={`kiosk-bar__size-option${textSize === size ? ' is-selected' : ''}`}>
              <input type="radio" name="kiosk-text-size" value={size} checked={textSize === size} onChange={() => setTextSize(size)} />
              {size === 'normal' ? kioskText.textNormal : kioskText.textLarge}
            </label>
          ))}
        </fieldset>
      </nav>
      <ConfirmDialog
        open={dialog.kind === 'startOver'}
        title={kioskText.startOverTitle}
        confirmLabel={kioskText.startOver}
        cancelLabel={kioskText.keepExploring}
        onCancel={closeDialog}
        onConfirm={() => startNextVisit({ kind: 'active' })}
      >
        <p>{kioskText.startOverBody}</p>
      </ConfirmDialog>
      {dialog.kind === 'handOff' && <HandOffDialog url={dialog.url} onClose={closeDialog} />}
      {dialog.kind === 'visit' && <TakeVisitDialog opened={opened} onClose={closeDialog} />}
      {dialog.kind === 'operator' && exitPin && <PinDialog pin={exitPin} onExit={exitKiosk} onClose={closeDialog} />}
      {phase.kind === 'attract' && <AttractScreen onLeave={leaveAttract} />}
      {phase.kind === 'warning' && <StillThereDialog seconds={phase.secondsLeft} onStay={() => setPhase({ kind: 'active' })} />}
    </>
  );
}
