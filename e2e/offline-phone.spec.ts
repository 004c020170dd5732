// The offline copy on a phone (390×844, touch), in English and French: one worker for both
// languages, so switching language never offers a "new version"; a new build does, once. "Save
// everything" saves both languages, says what each weighs (the build's figures), when it saved and
// how many pages; saved pages open with the server gone, and the offline pages list them by kind.
import { expect, test, type Page } from '@playwright/test';
import { languageOf } from '@/components/offline/offline-paths';
import { violations } from './axe';
import { installWorkerFrom, isPrecachedIn, sitemapPaths, proxyPerTest, updateWorker } from './offline-worker';
import { liveSimulator } from './simulators';

// Tagged @phone: the phone project runs them, at the 390×844 of the reader's round.
test.use({ serviceWorkers: 'allow', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 240_000 });

const proxy = proxyPerTest();

const banner = (page: Page) => page.getByRole('status').filter({ hasText: /A new version is available|Une nouvelle version est disponible/ });

/** The registration as this page sees it: its script and whether a new version is on its way. */
const registrationState = (page: Page) =>
  page.evaluate(async () => {
    const r = await navigator.serviceWorker.getRegistration();
    return { script: r?.active ? new URL(r.active.scriptURL).pathname + new URL(r.active.scriptURL).search : null, installing: !!r?.installing, waiting: !!r?.waiting };
  });

/** Taps the header's language switch and waits for the other edition's page, settled and idle. */
async function switchLanguage(page: Page, to: 'en' | 'fr') {
  await Promise.all([page.waitForURL((url) => languageOf(url.pathname) === to), page.locator('[data-language-switch]').first().tap()]);
  await expect(page.locator('html')).toHaveAttribute('lang', to);
  await page.waitForLoadState('networkidle');
  // The page registers the worker in an idle callback after load: one queued now runs after it; then
  // leave the registration its lazy chunk and its round trip (a new script would be installing by then).
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
}

/** A count as the page writes it (ICU's `#`): « 1 040 » in French, "1,040" in English. */
const count = (lang: 'en' | 'fr', n: number) => new Intl.NumberFormat(lang).format(n);

test('switching EN→FR→EN three times offers no new version; a new build offers it once @phone', async ({ page }) => {
  await installWorkerFrom(page, `${proxy().url}/rules/101.4`);
  // Install precached the reader's language only.
  expect(await isPrecachedIn(page, '/rules/603.3b')).toBe(true);
  expect(await isPrecachedIn(page, '/fr/regles/603.3b')).toBe(false);

  for (let round = 1; round <= 3; round++) {
    for (const to of ['fr', 'en'] as const) {
      await switchLanguage(page, to);
      await expect(banner(page), `round ${round}, ${to}`).toHaveCount(0);
      expect(await registrationState(page), `round ${round}, ${to}`).toEqual({ script: '/sw.js', installing: false, waiting: false });
    }
    // The French page told the worker its language: the French pages are precached now, at run time.
    if (round === 1) await expect.poll(() => isPrecachedIn(page, '/fr/regles/603.3b'), { timeout: 60_000 }).toBe(true);
  }

  // A new build: the worker's list gives the offline page another revision.
  proxy().rewriteWorker((code) => {
    const next = code.replace(/("?path"?:"\/offline"[^}]*?"?html"?:")([0-9a-f]+)"/, '$1' + 'e'.repeat(16) + '"');
    expect(next, 'the worker lists /offline with a revision').not.toBe(code);
    return next;
  });
  await updateWorker(page);
  await expect(banner(page)).toHaveCount(1, { timeout: 30_000 });
  await expect(banner(page)).toContainText('A new version is available');
  // The same update, seen from the French edition: said once, in French.
  await switchLanguage(page, 'fr');
  await expect(banner(page)).toHaveCount(1, { timeout: 30_000 });
  await expect(banner(page)).toContainText('Une nouvelle version est disponible');
  await Promise.all([page.waitForEvent('load', { timeout: 60_000 }), banner(page).getByRole('button', { name: 'recharger' }).tap()]);
  await expect(banner(page)).toHaveCount(0);
});

/** The kinds the offline page groups by, written out here from the URL tables (README, routes). */
const KIND_OF_PATH = {
  rules: /^(?:\/fr)?\/(?:rules|regles|cards|cartes)\/[^/]+$/,
  examples: /^(?:\/fr)?\/(?:examples|exemples)\/[^/]+$/,
  steps: /^(?:\/fr)?\/(?:examples|exemples)\/[^/]+\/\d+$/,
} as const;

/** Today as the footer writes it ("Dec 2", "2 déc."): the browser's date, which the test shares. */
const today = (lang: string) => new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date());

// One save, started from a French page whose worker precached only the French pages: the English ones
// come down with it. Then each language's offline page, read with the server gone, lists its own pages
// by kind and counts the other language's, and says when and how many in its own words.
test('"Save everything" on a fr page saves both languages, says their sizes, when and how many; saved pages open with the server gone, and the offline pages list them by kind @phone', async ({ page }) => {
  const all = await sitemapPaths(page, proxy());
  await installWorkerFrom(page, `${proxy().url}/fr`);
  expect(await isPrecachedIn(page, '/fr/regles/603.3b')).toBe(true);
  expect(await isPrecachedIn(page, '/rules/603.3b')).toBe(false);

  // The sizes come from the build: one file, one figure per language, pages as many as the sitemap has (and the offline page).
  const sizes = (await (await page.request.get(`${proxy().url}/generated/offline-sizes.json`)).json()) as { langs: { lang: string; pages: number; bytes: number }[] };
  expect(sizes.langs.map((l) => [l.lang, l.pages])).toEqual([
    ['en', all.filter((p) => languageOf(p) === 'en').length + 1],
    ['fr', all.filter((p) => languageOf(p) === 'fr').length + 1],
  ]);
  const mb = (bytes: number) => new Intl.NumberFormat('fr', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / 1024 / 1024);
  const [en, fr] = sizes.langs.map((l) => mb(l.bytes));
  const save = page.locator('[data-save-state]');
  const button = save.getByRole('button', { name: 'Tout enregistrer pour le hors-ligne' });
  // The footer asks for its figures as the reader scrolls to it (not at load).
  await button.scrollIntoViewIfNeeded();
  await expect(button).toContainText(`anglais ${en} Mo · français ${fr} Mo`);

  await button.tap();
  await expect(save).toHaveAttribute('data-save-state', 'done', { timeout: 180_000 });
  await expect(save.getByRole('status')).toContainText(/Enregistré\s:\sles\s\d[\d\s]*\spages\s\(\d+,\d\sMo\)/);
  expect(await violations(page, false, 'footer', ['wcag2a', 'wcag2aa'])).toEqual([]);
  // Every page of both languages is saved now (the offline pages are not listed).
  await expect(save.getByTestId('saved-state')).toHaveText(`Enregistré pour le hors-ligne le ${today('fr')}, ${count('fr', all.length)} pages`);
  await proxy().stop();

  // With the server gone: a step page of each language, one of them drawn at random (both were saved,
  // none was visited), opens with its simulator working.
  const steps = all.filter((p) => KIND_OF_PATH.steps.test(p));
  const drawn = steps[Math.floor(Math.random() * steps.length)]!;
  const english = steps.find((p) => languageOf(p) === 'en' && p !== drawn)!;
  test.info().annotations.push({ type: 'step page', description: drawn });
  for (const step of [english, drawn]) {
    const response = await page.goto(`${proxy().url}${step}`);
    expect(response?.fromServiceWorker(), step).toBe(true);
    await expect(page.locator('h1').first()).not.toHaveText(/You are offline|Vous êtes hors ligne/);
    await liveSimulator(page.locator('[data-simulator]').first());
  }

  // From the examples index to a saved example, in the app: its router payload was saved too.
  await page.goto(`${proxy().url}/fr/exemples`);
  await page.evaluate(() => ((window as unknown as { __stay: number }).__stay = 1));
  const link = page.locator('main a[href^="/fr/exemples/"]').first();
  const href = (await link.getAttribute('href'))!;
  await link.tap();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('h1').first()).not.toHaveText(/You are offline|Vous êtes hors ligne/);
  expect(await page.evaluate(() => (window as unknown as { __stay?: number }).__stay), 'same document after navigating').toBe(1);

  // Each language's offline page lists its pages by kind, each kind as many as the sitemap has.
  for (const lang of ['fr', 'en'] as const) {
    await page.goto(`${proxy().url}${lang === 'en' ? '/offline' : '/fr/hors-ligne'}`);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const list = page.getByTestId('saved-pages');
    const mine = all.filter((p) => languageOf(p) === lang);
    const names = lang === 'en' ? { rules: 'Rules', examples: 'Examples', steps: 'Steps' } : { rules: 'Règles', examples: 'Exemples', steps: 'Étapes' };
    for (const kind of ['rules', 'examples', 'steps'] as const) {
      const n = mine.filter((p) => KIND_OF_PATH[kind].test(p)).length;
      expect(n, kind).toBeGreaterThan(0);
      const section = list.locator(`section[data-kind="${kind}"]`);
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(`${names[kind]} (${n})`);
      await expect(section.getByRole('link')).toHaveCount(n);
    }
    await expect(list).toContainText(lang === 'en' ? /\d+ pages in French are saved too/ : /\d+ pages en anglais sont enregistrées aussi/);
    await save.scrollIntoViewIfNeeded();
    await expect(save.getByTestId('saved-state')).toHaveText(
      lang === 'en' ? `Saved for offline use on ${today('en')}, ${count('en', all.length)} pages` : `Enregistré pour le hors-ligne le ${today('fr')}, ${count('fr', all.length)} pages`,
    );
  }
});
