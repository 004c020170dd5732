// Integrity: crawl every page reachable from `/` by internal links (anchors included). No broken link
// or #anchor; every page has a unique <title> and a unique meta description; the sitemap lists every
// indexable page and nothing that fails; a sample of pages (one per kind) loads in a browser with no
// console error and no page error.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { wakeSimulators } from '../simulators';
import { CONTENT_PAGES } from './routes';

interface Page {
  path: string;
  status: number;
  contentType: string;
  html: string;
  ids: Set<string>;
  links: { href: string; path: string; hash: string }[];
  title: string | null;
  description: string | null;
  canonical: string | null;
  noindex: boolean;
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x2F;/g, '/')
    .replace(/&amp;/g, '&');

/** The pieces of a server-rendered page the checks need (the HTML is ours and regular). */
function parse(path: string, status: number, contentType: string, html: string, base: string): Page {
  const isHtml = contentType.includes('text/html');
  const ids = new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => decode(m[1]!)));
  const links: Page['links'] = [];
  if (isHtml) {
    for (const m of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
      const href = decode(m[1]!);
      const url = new URL(href, base + path);
      if (url.origin !== new URL(base).origin) continue; // external: not ours to check here
      if (!/^https?:$/.test(url.protocol)) continue;
      links.push({ href, path: url.pathname + url.search, hash: url.hash ? decodeURIComponent(url.hash.slice(1)) : '' });
    }
  }
  const head = html.slice(0, html.indexOf('</head>') + 1 || undefined);
  const meta = (name: string) => head.match(new RegExp(`<meta name="${name}" content="([^"]*)"`))?.[1];
  return {
    path,
    status,
    contentType,
    html,
    ids,
    links,
    title: head.match(/<title>([^<]*)<\/title>/)?.[1] !== undefined ? decode(head.match(/<title>([^<]*)<\/title>/)![1]!) : null,
    description: meta('description') !== undefined ? decode(meta('description')!) : null,
    canonical: head.match(/<link rel="canonical" href="([^"]*)"/)?.[1] ?? null,
    noindex: /noindex/.test(meta('robots') ?? ''),
  };
}

async function crawl(request: APIRequestContext, base: string) {
  const pages = new Map<string, Page>();
  const linkedFrom = new Map<string, string>();
  const queue = ['/'];
  const seen = new Set(queue);
  while (queue.length) {
    const batch = queue.splice(0, 8);
    await Promise.all(
      batch.map(async (path) => {
        const res = await request.get(path, { maxRedirects: 0 });
        const contentType = res.headers()['content-type'] ?? '';
        const body = contentType.includes('text/html') ? await res.text() : '';
        const page = parse(path, res.status(), contentType, body, base);
        pages.set(path, page);
        for (const link of page.links) {
          if (!seen.has(link.path)) {
            seen.add(link.path);
            linkedFrom.set(link.path, path);
            queue.push(link.path);
          }
        }
      }),
    );
  }
  return { pages, linkedFrom };
}

test.describe('crawl from /', () => {
  test('no broken link or anchor; unique titles and descriptions; the sitemap matches the site', async ({ request }) => {
    test.setTimeout(180_000);
    const base = test.info().project.use.baseURL!;
    const { pages, linkedFrom } = await crawl(request, base);
    const html = [...pages.values()].filter((p) => p.contentType.includes('text/html') && p.status === 200);
    console.log(`crawled ${pages.size} URLs (${html.length} HTML pages)`);
    expect(html.length, 'the crawl reaches the site').toBeGreaterThan(20);

    const problems: string[] = [];
    // Links: every target answers 200, every #anchor exists on its target page.
    for (const p of pages.values()) {
      if (p.status !== 200) problems.push(`broken link: ${p.path} answers ${p.status} (linked from ${linkedFrom.get(p.path)})`);
    }
    for (const p of html) {
      for (const link of p.links) {
        if (!link.hash) continue;
        const target = pages.get(link.path);
        if (target && target.status === 200 && !target.ids.has(link.hash)) {
          problems.push(`broken anchor: ${p.path} links to ${link.href}, but ${link.path} has no id="${link.hash}"`);
        }
      }
    }

    // Titles and descriptions: present, and unique across the site.
    const byTitle = new Map<string, string[]>();
    const byDescription = new Map<string, string[]>();
    for (const p of html) {
      if (!p.title?.trim()) problems.push(`${p.path}: no <title>`);
      else byTitle.set(p.title, [...(byTitle.get(p.title) ?? []), p.path]);
      if (!p.description?.trim()) problems.push(`${p.path}: no meta description`);
      else byDescription.set(p.description, [...(byDescription.get(p.description) ?? []), p.path]);
    }
    for (const [title, paths] of byTitle) if (paths.length > 1) problems.push(`same <title> "${title}" on ${paths.join(', ')}`);
    for (const [description, paths] of byDescription) {
      if (paths.length < 2) continue;
      // Allowed only between step pages of one example, whose titles differ.
      const steps = paths.every((p) => /^\/examples\/[^/]+\/\d+$/.test(p)) && new Set(paths.map((p) => p.split('/')[2])).size === 1;
      if (!steps) problems.push(`same meta description on ${paths.join(', ')}: "${description.slice(0, 80)}…"`);
    }

    // Canonicals point at the page itself (or, for embeds, at the page they embed).
    for (const p of html) {
      if (!p.canonical) continue;
      const canonicalPath = new URL(p.canonical).pathname;
      if (!p.noindex && canonicalPath !== p.path.split('?')[0]) problems.push(`${p.path}: canonical is ${p.canonical}`);
    }

    // The sitemap: every URL in it answers 200, and every indexable page crawled is in it.
    const sitemapRes = await request.get('/sitemap.xml');
    expect(sitemapRes.status()).toBe(200);
    const sitemap = [...(await sitemapRes.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(decode(m[1]!)).pathname);
    expect(sitemap.length).toBeGreaterThan(10);
    const inSitemap = new Set(sitemap);
    for (let i = 0; i < sitemap.length; i += 8) {
      await Promise.all(
        sitemap.slice(i, i + 8).map(async (path) => {
          const known = pages.get(path);
          const status = known ? known.status : (await request.get(path, { maxRedirects: 0 })).status();
          if (status !== 200) problems.push(`sitemap lists ${path}, which answers ${status}`);
          if (!known) problems.push(`sitemap lists ${path}, which no link on the site reaches`);
        }),
      );
    }
    if (new Set(sitemap).size !== sitemap.length) problems.push('the sitemap lists a URL twice');
    for (const p of html) {
      if (p.noindex) continue;
      const canonical = p.canonical ? new URL(p.canonical).pathname : p.path;
      if (!inSitemap.has(canonical)) problems.push(`${p.path} (canonical ${canonical}) is not in the sitemap`);
    }

    expect(problems, `${problems.length} problems:\n${problems.join('\n')}`).toEqual([]);
  });
});

test.describe('no console error in the browser', () => {
  // With the service worker registering and precaching at idle time, as for a reader.
  test.use({ serviceWorkers: 'allow' });
  // One page of each kind (the HTML of all of them is checked above).
  // Every content page (found in content/ by the content layer), then one page of each other kind.
  const SAMPLE = ['/', ...CONTENT_PAGES, '/examples', '/examples/smallpox-dryad-arbor', '/examples/smallpox-dryad-arbor/7', '/sandbox', '/practice', '/embed/smallpox-basic/3'];
  for (const path of SAMPLE) {
    test(`${path}`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning') errors.push(`console.${m.type()}: ${m.text()}`);
      });
      page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
      page.on('requestfailed', (r) => errors.push(`request failed: ${r.url()} ${r.failure()?.errorText}`));
      page.on('response', (r) => {
        if (r.status() >= 400) errors.push(`HTTP ${r.status()}: ${r.url()}`);
      });
      const res = await page.goto(path);
      expect(res?.status()).toBe(200);
      await wakeSimulators(page);
      // Let idle-time work (lazy chunks, prefetches of visible links) happen.
      await page.waitForLoadState('networkidle');
      expect(errors, errors.join('\n')).toEqual([]);
    });
  }
});
