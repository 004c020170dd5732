// The French 404 page: next.config.mjs sends every /fr/… address that no route matches here (a
// fallback rewrite), and so does an unknown slug or step under a French page folder (dynamicParams =
// false), so an unknown French address answers in French rather than with the English
// app/global-not-found.tsx.
//
// Statically generated, and readable without JavaScript: the French 404 body is this page's own
// HTML. A notFound() thrown by the page itself would leave Next's error shell in the HTML and draw the
// body only in the browser (vercel/next.js#62228); thrown inside a Suspense boundary below the body,
// it only sets the prerendered response's status to 404 (Next keeps the content outside the boundary).
import { Suspense } from 'react';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import { NotFoundContent } from '@/components/layout/NotFoundContent';
import { notFoundMetadata } from '@/components/i18n/not-found-metadata';

export const dynamic = 'force-static';

// Next adds `noindex` itself to a 404.
export const generateMetadata = () => notFoundMetadata('fr');

/** Renders nothing: makes the prerendered response a 404. */
function NotFoundStatus(): never {
  notFound();
}

export default function IntrouvablePage() {
  setRequestLocale('fr');
  return (
    <>
      <NotFoundContent lang="fr" />
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  );
}
