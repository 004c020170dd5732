// The security headers every route must carry (next.config.mjs `headers()`): a strict CSP, no framing
// except /embed/*, nosniff and a referrer policy; no opener policy (next.config.mjs says why). Read by
// the one crawl (crawl.spec.ts), which checks every page, and by headers.spec.ts for the router
// payloads.
import type { APIResponse } from '@playwright/test';

export const isEmbed = (route: string) => route.startsWith('/embed/') || route.startsWith('/fr/embed/');

/** The directives of a Content-Security-Policy header, by name. */
function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

/** What is wrong with a response's security headers, as readable lines (empty when right). */
export function headerProblems(route: string, res: APIResponse): string[] {
  const h = res.headers();
  const problems: string[] = [];
  const expectHeader = (name: string, value: RegExp) => {
    if (!value.test(h[name] ?? '')) problems.push(`${route}: ${name} is ${JSON.stringify(h[name] ?? null)}, expected ${value}`);
  };
  expectHeader('x-content-type-options', /^nosniff$/i);
  expectHeader('referrer-policy', /^(strict-origin-when-cross-origin|no-referrer|same-origin|strict-origin)$/);
  const csp = h['content-security-policy'];
  if (!csp) return [...problems, `${route}: no Content-Security-Policy`];
  const d = directives(csp);
  const want = (name: string, values: string[]) => {
    const got = d.get(name);
    if (!got || got.join(' ') !== values.join(' ')) problems.push(`${route}: CSP ${name} is ${JSON.stringify(got?.join(' ') ?? null)}, expected "${values.join(' ')}"`);
  };
  want('default-src', ["'self'"]);
  want('object-src', ["'none'"]);
  want('base-uri', ["'self'"]);
  want('form-action', ["'self'"]);
  // The service worker and the web app manifest: our own origin only.
  want('worker-src', ["'self'"]);
  want('manifest-src', ["'self'"]);
  // Scripts and connections only from our own origin (inline allowed: Next streams its payload inline).
  for (const name of ['script-src', 'connect-src', 'img-src', 'font-src', 'style-src']) {
    const values = d.get(name) ?? [];
    const foreign = values.filter((v) => !/^'(self|unsafe-inline)'$|^(data|blob):$/.test(v));
    if (foreign.length) problems.push(`${route}: CSP ${name} allows ${foreign.join(' ')}`);
  }
  if ((d.get('script-src') ?? []).includes("'unsafe-eval'")) problems.push(`${route}: CSP script-src allows 'unsafe-eval' in production`);
  if (isEmbed(route)) {
    want('frame-ancestors', ['*']);
    if (h['x-frame-options']) problems.push(`${route}: an embed sends X-Frame-Options ${h['x-frame-options']}, so no site can frame it`);
  } else {
    want('frame-ancestors', ["'none'"]);
    expectHeader('x-frame-options', /^DENY$/i);
  }
  if (h['x-powered-by']) problems.push(`${route}: X-Powered-By is sent`);
  // A reader coming from another site would wait for a second renderer (next.config.mjs, commonHeaders).
  if (h['cross-origin-opener-policy']) problems.push(`${route}: Cross-Origin-Opener-Policy ${h['cross-origin-opener-policy']} is sent (it delays the first paint of every page entered from another site)`);
  return problems;
}
