// The French edition in the browser: the language switch keeps the page, the query and the section;
// unknown /fr/… addresses answer the French 404 page. That every French page is French (lang, no
// English interface string, hreflang both ways) is checked by the one crawl (crawl.spec.ts).
import { expect, test } from '@playwright/test';

test.describe('the French edition', () => {
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
