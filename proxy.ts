// The rule and edition pages render on demand (dynamicParams): an unknown number answers the 404
// page from inside its route, which would carry the pages' public Cache-Control (next.config.mjs
// sets it on every address). Here such an address gets a private one instead, so that no shared
// cache keeps a 404; the addresses that exist keep the public one. Only these routes pass here.
import { NextResponse, type NextRequest } from 'next/server';
import { crAddressExists } from '@/components/cr/addresses';

export const PRIVATE_CACHE_CONTROL = 'private, no-cache, no-store, max-age=0, must-revalidate';

export function proxy(request: NextRequest) {
  const response = NextResponse.next();
  if (crAddressExists(request.nextUrl.pathname) === false) response.headers.set('Cache-Control', PRIVATE_CACHE_CONTROL);
  return response;
}

export const config = {
  matcher: ['/rules/:path+', '/fr/regles/:path+', '/editions/:path+', '/fr/editions/:path+'],
};
