import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RANDOM_OBJECT_HREF } from '../lib/paths.ts';
import { services } from '../lib/services.ts';

/**
 * "Surprise me": a plain link to the server's /random, which answers with a redirect to an object
 * with a picture, so the visitor lands on that object's own, shareable address. The router must
 * not handle it (no route matches /random; the server's answer differs each time), hence a
 * document load; a kiosk follows it in place (same origin: kiosk-guards.ts lets it through, and
 * kiosk-visit.ts keeps the visit across the load). Absent without a catalogue, which /random needs.
 */
export function SurpriseLink({ className, children }: { className: string; children: ReactNode }) {
  if (!services().config.search) return null;
  return (
    <Link to={RANDOM_OBJECT_HREF} reloadDocument className={className}>
      {children}
    </Link>
  );
}
