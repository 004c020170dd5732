import { expect, test } from '@playwright/test';

// The Comprehensive Rules' own pages: every entry at /rules/<n> (/fr/regles/<n>), in context,
// marked, without JavaScript too; whose text it is; its history; editions; the 404s' headers.

const PRIVATE = /^private, no-cache, no-store/;
/** The Vote rule's number until 2025-04-04, moved to 701.38 in 2025-06-06: another rule's number since. */
const VOTE_BEFORE = '701.32'; // until 2025-04-04 the Vote rule, now 701.38

test.describe('the Comprehensive Rules pages', () => {
  test('a subrule opens in its rule, marked, with its links and examples, its own title, and the attribution', async ({ page }) => {
    await page.goto('/rules/702.19b');
    await expect(page).toHaveTitle(/^702\.19b The controller of an attacking creature with trample/);
    const target = page.locator('[id="702.19b"]');
    await expect(target).toHaveAttribute('aria-current', 'true');
    await expect(target).toBeInViewport();
    // The context: the parent rule and its siblings, and a link to the whole subsection.
    await expect(page.locator('[id="702.19"]')).toBeVisible();
    await expect(page.locator('[id="702.19a"]')).toBeAttached();
    await expect(page.getByRole('link', { name: /The whole of 702\. Keyword Abilities/ })).toHaveAttribute('href', '/rules/702#702');
    await expect(target.getByText(/^Example:/).first()).toBeVisible();
    await expect(page.getByText('Comprehensive Rules, effective January 16, 2026').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'magic.wizards.com/en/rules' })).toHaveAttribute('href', 'https://magic.wizards.com/en/rules');
    // "rule 702.19b" in 702.19c's text is a link to that entry, anchor included; "rule 510" to its subsection.
    await expect(page.locator('[id="702.19c"] a[href="/rules/702.19b#702.19b"]')).toHaveText('702.19b');
    await expect(page.locator('[id="702.19a"] a[href="/rules/510#510"]')).toHaveText('510');
  });

  test('without JavaScript: the page works and our links bring the target into view', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/rules/704.5z#704.5z');
    await expect(page.locator('[id="704.5z"]')).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('[id="704.5z"]')).toBeInViewport();
    await context.close();
  });

  test('a section lists its subsections; a subsection shows all its rules', async ({ page }) => {
    await page.goto('/rules/7');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Section 7. Additional Rules');
    await expect(page.getByRole('link', { name: '702. Keyword Abilities' })).toHaveAttribute('href', '/rules/702#702');
    await page.goto('/rules/702');
    await expect(page.locator('[id="702.19b"]')).toBeAttached();
    expect(await page.locator('[id^="702."]').count()).toBeGreaterThan(700);
  });

  test('French: French interface, the English text labelled with its date written out', async ({ page }) => {
    await page.goto('/fr/regles/702.19b');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByText('Règles complètes (texte officiel anglais), en vigueur au 16 janvier 2026').first()).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Règle 702.19b');
    // The CR's text stays English, marked as such.
    await expect(page.locator('[id="702.19b"]')).toHaveAttribute('lang', 'en');
  });

  test('a rule with a simulator says so; a number that meant another rule says so', async ({ page }) => {
    await page.goto('/rules/613.7m');
    await expect(page.getByText('A worked example checks this rule with the rules engine:')).toBeVisible();
    await expect(page.locator('aside a[href="/examples/timestamps-enter-together"]')).toBeVisible();
    await page.goto(`/rules/${VOTE_BEFORE}`);
    await expect(page.getByText(`The number ${VOTE_BEFORE} meant another rule in other held editions:`)).toBeVisible();
  });

  test('history: renumberings followed, a diff between two held editions with the GET form', async ({ page }) => {
    await page.goto('/rules/701.38/history');
    await expect(page.getByText(`${VOTE_BEFORE} → 701.38 in the edition of June 6, 2025`)).toBeVisible();
    // 101.4's example gained "in turn order" and "this way" after 2009-10-01, and "they control" in 2018-07-13.
    await page.goto('/rules/101.4/history');
    await page.locator('select[name="from"]').selectOption('2009-07-11');
    await page.locator('select[name="to"]').selectOption('2026-01-16');
    await page.getByRole('button', { name: 'Show the changes' }).click();
    await expect(page).toHaveURL(/from=2009-07-11&to=2026-01-16/);
    await expect(page.locator('#diff')).toContainText('Changes from July 11, 2009 to January 16, 2026');
    await expect(page.locator('#diff ins', { hasText: 'in turn order' }).first()).toBeVisible();
  });

  test('an edition: a date between two held editions shows the one in force, with both dates', async ({ page }) => {
    await page.goto('/editions/2015-01-01/101.4');
    await expect(page.getByText(/^In force on January 1, 2015: the edition of /)).toBeVisible();
    await expect(page.locator('[id="101.4"]')).toHaveAttribute('aria-current', 'true');
  });

  test('the APNAP map says its coverage', async ({ page }) => {
    await page.goto('/apnap');
    await expect(page.getByText('18 of 18 rules that say APNAP order have a simulator.')).toBeVisible();
    await expect(page.locator('tr[id="802.4"]')).not.toContainText('No simulator yet');
  });

  test('headers: an unknown rule, example or step answers 404 with a private Cache-Control, a page 200 with the public one', async ({ request }) => {
    // proxy.ts judges these folders' addresses, however many pages they hold (no header rule lists them).
    for (const path of ['/fr/regles/999.99', '/rules/999.99', '/rules/999.99/history', '/fr/editions/2001-01-01', '/fr/exemples/nope', '/fr/exemples/smallpox-basic/12', '/fr/embed/nope', '/fr/embed/smallpox-basic/0']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      expect(res.headers()['cache-control'], path).toMatch(PRIVATE);
    }
    for (const path of ['/fr/regles/702.19b', '/rules/702.19b', '/fr/regles/101.4', '/fr/exemples/smallpox-basic/11', '/fr/embed/smallpox-basic/11', '/fr/exemples', '/fr/apnap']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['cache-control'], path).toMatch(/^public, max-age=0, s-maxage=300/);
    }
  });
});
