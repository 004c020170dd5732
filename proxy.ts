// The rule and edition pages render on demand (dynamicParams): an unknown number answers the 404
// page from inside its route, which would carry the pages' public Cache-Control (next.config.mjs
// sets it on every address). Here such an address gets a private one instead, so that no shared
// cache keeps a 404; the addresses that exist keep the public one. Only these routes pass here.
import { NextResponse, type NextRequest } from 'next/server';
import { crAddressExists } from '@/components/cr/addresses';

export const PRIVATE_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';

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
  const response = NextResponse.rewrite(new URL(NOT_FOUND_PAGE[lang], request.url));
  response.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  return response;
}

export const config = {
  matcher: ['/rules/:path+', '/fr/regles/:path+', '/editions/:path+', '/fr/editions/:path+'],
};
