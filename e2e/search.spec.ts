import { expect, test, type Page } from '@playwright/test';

// Search, against the production build: the header button, the `/` and Ctrl+K shortcuts, the
// combobox, and the index fetched only when search opens. The open dialog's accessibility (axe, both
// colour schemes) is in quality/a11y.spec.ts.
const INDEX_PATH = '/generated/search-index.json';
const RULES_INDEX_PATH = '/generated/cr-index.json';

const searchButton = (page: Page) => page.locator('button[data-search-button]');
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const input = (page: Page) => dialog(page).getByRole('combobox');
const options = (page: Page) => dialog(page).getByRole('option');

/** Loads a page and waits until the search shortcuts are listening (after hydration). */
async function ready(page: Page, path = '/') {
  await page.goto(path);
  await expect(searchButton(page)).toHaveAttribute('data-ready', 'true');
}

async function openWithSlash(page: Page) {
  await page.keyboard.press('/');
  await expect(input(page)).toBeFocused();
}

test.describe('search', () => {
  test("the home page's search box opens the same dialog, and a rule number goes to its anchor", async ({ page }) => {
    await ready(page);
    await page.getByRole('button', { name: /Search a rule number/ }).click();
    await expect(input(page)).toBeFocused();
    await input(page).fill('608.2e');
    await expect(options(page).first()).toContainText('608.2e');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/rules\/608\.2e/);
    await expect(dialog(page)).toHaveCount(0);
  });

  test('the index and the dialog code are not loaded until search opens', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (req) => requests.push(new URL(req.url()).pathname));
    await ready(page);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((p) => p === INDEX_PATH)).toEqual([]);
    const scriptsBefore = new Set(requests.filter((p) => p.endsWith('.js')));

    const indexResponse = page.waitForResponse((res) => new URL(res.url()).pathname === INDEX_PATH);
    await searchButton(page).click();
    expect((await indexResponse).ok()).toBe(true);
    await expect(options(page).first()).toBeVisible();
    // The dialog (and fuse.js) came in a chunk of its own, fetched on opening.
    expect(requests.filter((p) => p.endsWith('.js') && !scriptsBefore.has(p)).length).toBeGreaterThan(0);
    expect(requests.filter((p) => p === INDEX_PATH)).toHaveLength(1);
  });

  test('any rule of the Comprehensive Rules by number and by words, from their index fetched on first search only', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (req) => requests.push(new URL(req.url()).pathname));
    await ready(page);
    await page.waitForLoadState('networkidle');
    expect(requests.filter((p) => p === RULES_INDEX_PATH)).toEqual([]);
    const rulesResponse = page.waitForResponse((res) => new URL(res.url()).pathname === RULES_INDEX_PATH);
    await openWithSlash(page);
    expect((await rulesResponse).ok()).toBe(true);
    await input(page).fill('trample');
    await expect(options(page).first()).toHaveAttribute('data-href', '/rules/702.19');
    // Typed and entered at once: Enter waits for the index that has the number, never an earlier list.
    await input(page).fill('');
    await page.keyboard.type('702.19b', { delay: 0 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/rules\/702\.19b$/);
  });

    test('by number: 101.4c then Enter lands on its anchor with the heading in view', async ({ page }) => {
    await ready(page);
    await openWithSlash(page);
    await input(page).fill('101.4c');
    await expect(options(page).first()).toContainText('101.4c');
    await expect(options(page).first()).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/rules\/101\.4#101\.4c$/);
    await expect(page.locator('[id="101.4c"]')).toBeInViewport();
    await expect(dialog(page)).toBeHidden();
  });

  test('by number from a rule page: 608.2E (any case) is the first result', async ({ page }) => {
    await ready(page, '/rules/101.4');
    await page.keyboard.press('Control+k');
    await input(page).fill('608.2E');
    await expect(options(page).first()).toHaveAttribute('data-href', '/rules/608.2e');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/rules\/608\.2e$/);
  });

  test('by number on the same page: 101.4d scrolls to its heading', async ({ page }) => {
    await ready(page, '/rules/101.4');
    await openWithSlash(page);
    await input(page).fill('101.4d');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/rules\/101\.4#101\.4d$/);
    await expect(page.locator('[id="101.4d"]')).toBeInViewport();
  });

  test('by word: "sacrifice"', async ({ page }) => {
    await ready(page);
    await openWithSlash(page);
    await input(page).fill('sacrifice');
    await expect(options(page).first()).toContainText(/sacrific/i);
    expect(await options(page).count()).toBeGreaterThan(3);
    await expect(dialog(page).getByRole('status')).toHaveText(/^\d+ results\./);
    const href = await options(page).first().getAttribute('data-href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/[.#]/g, '\\$&')}$`));
  });

  test('with a typo: "sacrifise" still finds sacrifice', async ({ page }) => {
    await ready(page);
    await openWithSlash(page);
    await input(page).fill('sacrifise');
    await expect(options(page).first()).toContainText(/sacrific/i);
  });

  test('keyboard only: /, type, ArrowDown, Enter; Esc closes and focus returns', async ({ page }) => {
    await ready(page);
    // Somewhere on the page to come back to.
    const brand = page.getByRole('link', { name: /APNAP Lab/ }).first();
    await brand.focus();
    await openWithSlash(page);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(brand).toBeFocused();

    await openWithSlash(page);
    await page.keyboard.type('hidden zone');
    await expect(options(page).nth(1)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const second = options(page).nth(1);
    await expect(second).toHaveAttribute('aria-selected', 'true');
    await expect(input(page)).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!);
    const href = (await second.getAttribute('data-href'))!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href.replace(/[.#]/g, '\\$&')}$`));
  });

  test('opens from the header button, and Esc gives focus back to it', async ({ page }) => {
    await ready(page);
    await searchButton(page).click();
    await expect(input(page)).toBeFocused();
    await expect(input(page)).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
  });

  test('"/" typed in a field stays in the field', async ({ page }) => {
    await ready(page);
    await openWithSlash(page);
    await page.keyboard.type('a/b');
    await expect(input(page)).toHaveValue('a/b');
  });

  test('fits a 360 px wide phone @phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await ready(page);
    await expect(searchButton(page)).toBeInViewport();
    await searchButton(page).click();
    await input(page).fill('608.2e');
    await expect(options(page).first()).toBeVisible();
    const box = (await dialog(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await options(page).first().click();
    await expect(page).toHaveURL(/\/rules\/608\.2e$/);
  });
});

// A reader on a phone (390×844, touch) types a plain question, in either language: the section that
// answers it is the first result, and one tap lands on it.
test.describe('plain questions on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  const cases: { page: string; q: string; first: RegExp }[] = [
    { page: '/', q: 'who wins the life race', first: /^\/(rules\/603\.3b#the-life-race|examples\/life-race-wrath)$/ },
    { page: '/', q: 'triggers order', first: /^\/(rules\/603\.3b|rulings#death-triggers-order)$/ },
    { page: '/fr', q: 'qui choisit en premier', first: /^\/fr\/regles\/101\.4$/ },
    { page: '/fr', q: 'colère de dieu', first: /^\/fr\/(exemples\/life-race-wrath|decisions#life-race-whose-triggers-first)$/ },
    { page: '/fr', q: 'APNAP 2 joueurs', first: /^\/fr\/(regles\/101\.4|glossaire#apnap-order)$/ },
  ];
  for (const c of cases) {
    test(`"${c.q}" (${c.page === '/' ? 'English' : 'French'}): the answer first, one tap away @phone`, async ({ page }) => {
      await ready(page, c.page);
      await searchButton(page).tap();
      const box = page.getByRole('dialog');
      const field = box.getByRole('combobox');
      await expect(field).toBeFocused();
      await field.fill(c.q);
      const first = box.getByRole('option').first();
      await expect(first).toHaveAttribute('data-href', c.first);
      const href = (await first.getAttribute('data-href'))!;
      await first.tap();
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[.#]/g, '\\$&')}$`));
      if (href.includes('#')) await expect(page.locator(`[id="${href.split('#')[1]}"]`)).toBeInViewport();
    });
  }
});

