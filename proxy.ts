// The rule and edition pages render on demand (dynamicParams): an unknown number would answer the 404
// page from inside its route, with the pages' public Cache-Control (next.config.mjs sets it on every
// address) and a body only JavaScript draws. Here such an address is rewritten to the prerendered
// 404 page of its language, which next.config.mjs marks private (header rules match the address
// rewritten to), so that no shared cache keeps a 404; the addresses that exist pass untouched. Only
// these routes pass here (`config.matcher`).
import { NextResponse, type NextRequest } from 'next/server';
import { crAddressExists } from '@/components/cr/addresses';

/**
 * The prerendered 404 page of each language: a notFound() from a route rendered on demand answers
 * an error shell that only JavaScript fills, so an unknown number gets the 404 page itself (status
 * 404, readable without JavaScript). `/404` matches no page: the English 404 page answers it.
 */
const NOT_FOUND_PAGE = { en: '/404', fr: '/fr/introuvable' } as const;

export function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (crAddressExists(pathname) !== false) return NextResponse.next();
  const lang = /^\/fr\//.test(pathname) ? 'fr' : 'en';
  return NextResponse.rewrite(new URL(NOT_FOUND_PAGE[lang], request.url));
}

export const config = {
  matcher: ['/rules/:path+', '/fr/regles/:path+', '/editions/:path+', '/fr/editions/:path+'],
};
