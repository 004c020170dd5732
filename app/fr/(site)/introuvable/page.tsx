// The French 404 page, prerendered at build time (notFound() here renders not-found.tsx beside it,
// with a 404 status): next.config.mjs sends every /fr/… address no route matches here (a fallback
// rewrite), so an unknown French address answers in French with no code run per request.
import { notFound } from 'next/navigation';

export default function IntrouvablePage() {
  notFound();
}
