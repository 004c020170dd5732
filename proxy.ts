// The rule, edition, example and embed pages grow with the content: an unknown number, slug or step
// under them would answer the 404 page from inside its route, with the pages' public Cache-Control
// (next.config.mjs sets it on every address) and, for a page rendered on demand, a body only
// JavaScript draws. Here an unknown rule or edition address is rewritten to the prerendered 404 page
// of its language, marked private, so that no shared cache keeps a 404; an unknown example or embed
// address keeps its route's own 404 page, marked private; an address that exists passes, marked with
// the pages' public Cache-Control. next.config.mjs's header rules leave these addresses to the proxy
// (a header rule matches the address asked for, never the page it is rewritten to), so no rule has to
// list their pages, however many there are. Only these routes pass here (`config.matcher`).
import { NextResponse, type NextRequest } from 'next/server';
import { crAddressExists } from '@/components/cr/addresses';
import { exampleAddressExists } from '@/components/content/example-addresses';

/**
 * The prerendered 404 page of each language: a notFound() from a route rendered on demand answers
 * an error shell that only JavaScript fills, so an unknown number gets the 404 page itself (status
 * 404, readable without JavaScript). `/404` matches no page: the English 404 page answers it.
 */
const NOT_FOUND_PAGE = { en: '/404', fr: '/fr/introuvable' } as const;

/** next.config.mjs's values (`env`, inlined at build time): the pages', and a 404's. */
const PAGE = process.env.APNAP_PAGE_CACHE_CONTROL!;
const PRIVATE = process.env.APNAP_PRIVATE_CACHE_CONTROL!;

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const rule = crAddressExists(pathname);
  if (rule === false) {
    const lang = /^\/fr\//.test(pathname) ? 'fr' : 'en';
    return NextResponse.rewrite(new URL(NOT_FOUND_PAGE[lang], request.url), { headers: { 'Cache-Control': PRIVATE } });
  }
  // An example or embed address: its route is prerendered and answers an unknown slug or step with
  // its own 404 page (an embed's is made to be framed), so only its Cache-Control is the proxy's.
  const found = rule ?? exampleAddressExists(pathname) !== false;
  return NextResponse.next({ headers: { 'Cache-Control': found ? PAGE : PRIVATE } });
}

export const config = {
  matcher: ['/rules/:path+', '/fr/regles/:path+', '/editions/:path+', '/fr/editions/:path+', '/fr/exemples/:path+', '/fr/embed/:path+'],
};
