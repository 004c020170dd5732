// The French 404 page: next.config.mjs sends every /fr/… address that no route matches here (a
// fallback rewrite), so an unknown French address answers in French (not-found.tsx beside this),
// with a 404 status, rather than with the English app/global-not-found.tsx.
import { notFound } from 'next/navigation';

// Rendered on request, like Next's own 404s; next.config.mjs keeps it out of shared caches.
export const dynamic = 'force-dynamic';

export default function IntrouvablePage() {
  notFound();
}
