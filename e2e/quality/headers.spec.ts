// Security headers on every route (next.config.mjs `headers()`): a strict CSP, no framing except
// /embed/*, nosniff and a referrer policy; and the CSP does not break the app (Next's inline scripts
// run, the simulator and search hydrate, no CSP violation is reported).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { ALL_ROUTES, EMBEDS, EXAMPLES, NOT_FOUND } from './routes';
import { wakeSimulators } from '../simulators';

const isEmbed = (route: string) => route.startsWith('/embed/');

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
function headerProblems(route: string, res: APIResponse): string[] {
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
  return problems;
}

test.describe('security headers', () => {
  test(`every page (${ALL_ROUTES.length}), the 404 page and the static files carry the security headers`, async ({ request }) => {
    test.setTimeout(120_000);
    const routes = [...ALL_ROUTES, NOT_FOUND, '/examples/no-such-example', '/sitemap.xml', '/robots.txt', '/icon.svg', '/generated/search-index.json'];
    const problems: string[] = [];
    const statuses: string[] = [];
    // A few at a time: fast, without flooding a small machine.
    for (let i = 0; i < routes.length; i += 8) {
      await Promise.all(
        routes.slice(i, i + 8).map(async (route) => {
          const res = await request.get(route, { maxRedirects: 0 });
          const expected = route === NOT_FOUND || route.includes('no-such') ? 404 : 200;
          if (res.status() !== expected) statuses.push(`${route}: ${res.status()} (expected ${expected})`);
          problems.push(...headerProblems(route, res));
        }),
      );
    }
    expect(statuses, statuses.join('\n')).toEqual([]);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('a JavaScript chunk carries nosniff too', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const src = html.match(/<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
    expect(src).toBeTruthy();
    const res = await request.get(src!);
    expect(res.status()).toBe(200);
    expect(res.headers()['x-content-type-options']).toBe('nosniff');
    expect(res.headers()['content-type']).toMatch(/javascript/);
  });

  test('embeds can be framed by another site; the other pages cannot', async ({ page }) => {
    const base = test.info().project.use.baseURL!;
    const embed = `${base}${EMBEDS[0]}`;
    const rule = `${base}/rules/101.4`;
    // A page on another origin (a throwaway server on another loopback port) that frames both.
    // Served over the network, not by page.route: Chrome refuses a page of unknown address space
    // framing a loopback address (Local Network Access), which would hide what we test.
    const body = `<!doctype html><title>parent</title><iframe id="embed" src="${embed}" width="600" height="400"></iframe><iframe id="rule" src="${rule}" width="600" height="400"></iframe>`;
    const server = http.createServer((_, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(body));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const parent = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    expect(new URL(parent).origin).not.toBe(new URL(base).origin);
    await page.goto(parent);
    const embedFrame = page.frameLocator('#embed');
    await expect(embedFrame.locator('[data-simulator]')).toBeVisible({ timeout: 15_000 });
    await expect(embedFrame.locator('[data-simulator]')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
    // The rule page refuses to render inside the frame: Chrome shows its error page, not our document.
    const ruleFrame = async () => (await page.locator('#rule').elementHandle())?.contentFrame();
    await expect.poll(async () => (await ruleFrame())?.url(), { timeout: 10_000 }).toMatch(/^chrome-error:/);
    await expect(page.frameLocator('#rule').locator('main#main')).toHaveCount(0);
    await new Promise((resolve) => server.close(resolve));
  });
});

/** Records console errors, page errors and CSP violations (the `securitypolicyviolation` event). */
async function watch(page: Page) {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const list = ((window as unknown as { __csp?: string[] }).__csp ??= []);
      list.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
  return {
    errors,
    csp: () => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []),
  };
}

test.describe('the CSP lets the app run', () => {
  // The service worker registers under the CSP too (worker-src), as for a reader.
  test.use({ serviceWorkers: 'allow' });
  const ex = EXAMPLES[0]!;
  for (const route of ['/', '/rules/101.4', '/cards/rituel', `/examples/${ex.slug}/2`, '/sandbox', EMBEDS[1]!]) {
    test(`${route}: Next's inline scripts run, the page hydrates, no CSP violation or console error`, async ({ page }) => {
      const w = await watch(page);
      await page.goto(route);
      // Inline flight scripts ran: Next's router state exists and React hydrated the islands.
      await expect.poll(() => page.evaluate(() => Array.isArray((window as unknown as { __next_f?: unknown[] }).__next_f))).toBe(true);
      await wakeSimulators(page);
      if (!route.startsWith('/embed/')) {
        // The search button's handler is live (hydrated) and its lazy chunk and index load under the CSP.
        await page.keyboard.press('/');
        await expect(page.getByRole('dialog').getByRole('combobox')).toBeFocused();
        await page.getByRole('dialog').getByRole('combobox').fill('apnap');
        await expect(page.getByRole('dialog').getByRole('option').first()).toBeVisible();
      }
      expect(await w.csp(), 'CSP violations').toEqual([]);
      expect(w.errors, 'console errors').toEqual([]);
    });
  }
});
