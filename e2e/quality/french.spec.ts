// The French edition: every French page of the sitemap is French — `<html lang="fr">`, no interface
// string of the English dictionary (components/i18n/messages/en) in its text, title, description or
// labels — and each French page and its English twin point at each other (hreflang, both ways). The
// language switch keeps the page, the query and the section. Unknown /fr/… addresses answer the
// French 404 page.
import { expect, test } from '@playwright/test';
import { englishOnlyPieces } from './french-routes';

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;|&#xa0;/g, ' ')
    .replace(/&amp;/g, '&');

/** What a reader sees or hears of a server-rendered page: its text, title and labels. */
function readable(html: string): string {
  const attrs = [...html.matchAll(/\s(?:aria-label|title|placeholder|alt|content)="([^"]*)"/g)].map((m) => m[1]!);
  const text = html
    // What is marked English on purpose (the seed's verbatim rule text, English card names) is not interface.
    .replace(/<(?!html\b)(\w+)\b[^>]*\slang="en"[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ');
  return decode(`${text} ${attrs.join(' ')}`).replace(/\s+/g, ' ');
}

async function sitemapPaths(request: import('@playwright/test').APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(decode(m[1]!)).pathname);
}

test.describe('the French edition', () => {
  test('every French page is in French: lang, no English interface string, hreflang both ways', async ({ request }) => {
    test.setTimeout(180_000);
    const paths = await sitemapPaths(request);
    const french = paths.filter((p) => p === '/fr' || p.startsWith('/fr/'));
    expect(french.length, 'French pages in the sitemap').toBeGreaterThan(5);
    const pieces = englishOnlyPieces();
    expect(pieces.length).toBeGreaterThan(20);
    const problems: string[] = [];
    for (let i = 0; i < french.length; i += 8) {
      await Promise.all(
        french.slice(i, i + 8).map(async (path) => {
          const res = await request.get(path);
          const html = await res.text();
          if (res.status() !== 200) return void problems.push(`${path}: status ${res.status()}`);
          if (!/<html lang="fr"/.test(html)) problems.push(`${path}: not <html lang="fr">`);
          const seen = readable(html);
          for (const { key, piece } of pieces) if (seen.includes(piece)) problems.push(`${path}: English "${piece}" (${key})`);
          const fr = html.match(/<link rel="alternate" hrefLang="fr" href="([^"]*)"/i)?.[1];
          const en = html.match(/<link rel="alternate" hrefLang="en" href="([^"]*)"/i)?.[1];
          if (!fr || new URL(fr).pathname !== path) problems.push(`${path}: no hreflang fr to itself (${fr})`);
          if (!en) return void problems.push(`${path}: no hreflang en`);
          const twin = await (await request.get(new URL(en).pathname)).text();
          const back = twin.match(/<link rel="alternate" hrefLang="fr" href="([^"]*)"/i)?.[1];
          if (!back || new URL(back).pathname !== path) problems.push(`${path}: its English page ${new URL(en).pathname} does not point back (${back})`);
          if (!/<link rel="alternate" hrefLang="x-default"/i.test(html)) problems.push(`${path}: no x-default`);
        }),
      );
    }
    expect(problems, problems.slice(0, 40).join('\n')).toEqual([]);
  });

  test('the check sees English: an English page fails it', async ({ request }) => {
    const seen = readable(await (await request.get('/')).text());
    expect(englishOnlyPieces().filter(({ piece }) => seen.includes(piece)).length).toBeGreaterThan(3);
  });

  // The French 404 page is static HTML (app/fr/(site)/introuvable): status, head and body are in the
  // server's answer, for an unknown address and for an unknown slug or step under a page folder.
  test('unknown French addresses answer the French 404 page', async ({ request, page }) => {
    for (const url of ['/fr/pas-de-page-ici', '/fr/regles/101.5', '/fr/regles/9.9', '/fr/cartes/x', '/fr/exemples/x', '/fr/exemples/smallpox-basic/99', '/fr/embed/x', '/fr/embed/smallpox-basic/999']) {
      const res = await request.get(url, { maxRedirects: 0 });
      const html = await res.text();
      expect(res.status(), url).toBe(404);
      expect(html, url).toMatch(/<html lang="fr"/);
      expect(html, url).toMatch(/<h1[^>]*>Page introuvable<\/h1>/);
      expect(html, url).toMatch(/<title>Page introuvable[^<]*<\/title>/);
      expect(html, url).toMatch(/<meta name="robots" content="noindex/);
    }
    await page.goto('/fr/pas-de-page-ici');
    await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.getByRole('main').getByRole('link', { name: 'Accueil' }).click();
    await expect(page).toHaveURL(/\/fr$/);
  });

  test('the language switch keeps the page, the section and the query, and is remembered', async ({ page }) => {
    await page.goto('/rules/101.4#101.4c');
    await page.locator('[data-language-switch]').click();
    await expect(page).toHaveURL(/\/fr\/regles\/101\.4#101\.4c$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(await page.evaluate(() => localStorage.getItem('apnap-lang'))).toBe('fr');
    // An English page now offers French (after load, no redirect).
    await page.goto('/glossary');
    await expect(page).toHaveURL(/\/glossary$/);
    const offer = page.getByRole('note');
    await expect(offer.getByRole('link')).toHaveAttribute('href', '/fr/glossaire');
    await page.goto('/fr/bac-a-sable?s=abc');
    await page.locator('[data-language-switch]').click();
    await expect(page).toHaveURL(/\/sandbox\?s=abc$/);
  });
});
