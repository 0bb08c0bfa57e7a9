import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { readList } from '../../api/operations.ts';
import { createIdleTimer } from '../../lib/idle-timer.ts';
import { kioskText } from './messages.ts';
import { objectImage, objectTitle } from '../../lib/object-image.ts';
import type { AnyRecord } from '../../lib/record.ts';
import { services } from '../../lib/services.shell.ts';
import { endSession } from '../../lib/session.shell.ts';
import { wrapFocus } from '../../ui/wrap-focus.ts';
import { readTextSize, storeTextSize, TEXT_SCALE, type TextSize } from './kiosk-mode.ts';
import './kiosk.css';
import { api } from '../../lib/api.data.ts';
import { paths } from '../../lib/paths.shell.ts';

const ROTATE_MS = 6_000;

function useAttractImages() {
  const firstCollection = services().config.directory.collections[0];
  return useQuery({
    queryKey: ['kiosk', 'attract', firstCollection?.id ?? ''],
    enabled: firstCollection !== undefined,
    staleTime: 60 * 60_000,
    queryFn: async ({ signal }) => {
      const page = await readList(api(), 'collectionObjects', { collectionId: firstCollection!.id, perPage: 60 }, { signal });
      return (page.results as AnyRecord[])
        .map((record) => ({ title: objectTitle(record, kioskText.untitled), image: objectImage(record, 'b') }))
        .filter((entry) => entry.image !== undefined)
        .slice(0, 12);
    },
  });
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
          alt={slide.title}
        />
      )}
      <div className="attract__panel">
        <p className="attract__welcome">{kioskText.welcome}</p>
        <button ref={buttonRef} type="button" className="attract__cta">
          {kioskText.touchToExplore}
        </button>
      </div>
    </div>
  );
}

function StillThereDialog({ seconds, onStay }: { seconds: number; onStay: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    return () => dialog?.close?.();
  }, []);
  return (
    <dialog
      ref={ref}
      className="kiosk-dialog"
      aria-labelledby="still-there-title"
      aria-describedby="still-there-body"
      onKeyDown={wrapFocus}
      onCancel={(event) => {
        event.preventDefault();
        onStay();
      }}
    >
      <h2 id="still-there-title">{kioskText.stillThere}</h2>
      <p id="still-there-body" aria-live="polite">
        {kioskText.resetIn(seconds)}
      </p>
      <button type="button" className="button" onClick={onStay} autoFocus>
        {kioskText.imStillHere}
      </button>
    </dialog>
  );
}

type Phase = { kind: 'attract' } | { kind: 'active' } | { kind: 'warning'; secondsLeft: number };

/**
 * Everything kiosk mode adds on top of the normal shell: the attract screen,
 * the idle timer with its "Still there?" countdown, the session reset, and
 * on-screen Back / Home / text-size controls (the browser's own are hidden).
 */
export function KioskLayer() {
  const { idleSeconds, warningSeconds } = services().config.kiosk;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>({ kind: 'attract' });
  const [textSize, setTextSize] = useState<TextSize>(() => readTextSize(globalThis.sessionStorage));

  useEffect(() => {
    document.documentElement.classList.add('kiosk');
    return () => document.documentElement.classList.remove('kiosk');
  }, []);

  useEffect(() => {
    document.documentElement.style.setProperty('--text-scale', String(TEXT_SCALE[textSize]));
    storeTextSize(globalThis.sessionStorage, textSize);
  }, [textSize]);

  const resetSession = useCallback(() => {
    endSession();
    // The next visitor starts from nothing: not even the public lists the last one browsed.
    queryClient.clear();
    navigate(paths.home.href(), { replace: true });
    window.scrollTo(0, 0);
    setTextSize('normal');
    setPhase({ kind: 'attract' });
  }, [queryClient, navigate]);

  // Idle detection runs only while someone is exploring.
  useEffect(() => {
    if (phase.kind !== 'active') return;
    const timer = createIdleTimer(document, idleSeconds * 1000, () => setPhase({ kind: 'warning', secondsLeft: warningSeconds }));
    return () => timer.stop();
  }, [phase.kind, idleSeconds, warningSeconds]);

  // The visible countdown; at zero the session starts over for the next visitor.
  useEffect(() => {
    if (phase.kind !== 'warning') return;
    const { secondsLeft } = phase;
    const tick = setTimeout(() => {
      if (secondsLeft <= 1) resetSession();
      else setPhase({ kind: 'warning', secondsLeft: secondsLeft - 1 });
    }, 1000);
    return () => clearTimeout(tick);
  }, [phase, resetSession]);

  const leaveAttract = () => {
    setPhase({ kind: 'active' });
    // Fullscreen needs a user gesture; a refusal (or no API) is fine.
    document.documentElement.requestFullscreen?.().catch(() => undefined);
  };

  return (
    <>
      <nav className="kiosk-bar" aria-label={kioskText.controls}>
        <button type="button" className="button" onClick={() => navigate(-1)}>
          ‹ {kioskText.back}
        </button>
        <button type="button" className="button" onClick={() => navigate(paths.home.href())}>
          {kioskText.home}
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
      {phase.kind === 'attract' && <AttractScreen onLeave={leaveAttract} />}
      {phase.kind === 'warning' && <StillThereDialog seconds={phase.secondsLeft} onStay={() => setPhase({ kind: 'active' })} />}
    </>
  );
}
