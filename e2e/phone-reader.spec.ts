import { expect, test, type Locator, type Page } from '@playwright/test';
import { generateDrill, GENERATOR_VERSION } from '../engine/practice';
import { hydrated, liveSimulator } from './simulators';

// A reader on a phone (390 × 844, touch), in English and French: the step in the address, practice
// feedback in view, touch targets of 44 × 44 px (WCAG 2.5.5), the stack's labels whole. Every tap
// goes through `tap()`, so a flow's taps can be counted.
test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  permissions: ['clipboard-read', 'clipboard-write'],
});
test.beforeEach(({}, info) => test.skip(info.project.name !== 'phone', 'the phone project runs these'));

const LANGS = ['en', 'fr'] as const;
const W = {
  en: {
    examples: '/examples', embed: '/embed', next: 'Next step', counter: (n: number, t: number) => `Step ${n} of ${t}`,
    title: (n: number, t: number) => new RegExp(`step ${n} of ${t}: .* — APNAP Lab$`), viewAs: 'View as', link: 'Copy link to this step',
    text: 'Copy as text', embedButton: 'Embed', practice: '/practice', check: 'Check my answer', choosing: '▶ Choosing now',
  },
  fr: {
    examples: '/fr/exemples', embed: '/fr/embed', next: 'Étape suivante', counter: (n: number, t: number) => `Étape ${n} sur ${t}`,
    title: (n: number, t: number) => new RegExp(`étape ${n} sur ${t}\u202f: .* — APNAP Lab$`), viewAs: 'Voir en tant que', link: 'Copier le lien de cette étape',
    text: 'Copier en texte', embedButton: 'Intégrer', practice: '/fr/entrainement', check: 'Vérifier ma réponse', choosing: '▶ Choisit maintenant',
  },
} as const;

const SLUG = 'sacrifice-three-players'; // 5 steps, in both languages
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const simulator = (page: Page) => liveSimulator(page.locator('[data-simulator]').first());

for (const lang of LANGS) {
  const w = W[lang];
  test(`${lang}: the address, title and breadcrumb follow the step; View as and Embed are in the shared link @phone`, async ({ page, baseURL }) => {
    await page.goto(`${w.examples}/${SLUG}`);
    const sim = await simulator(page);
    const entries = await page.evaluate(() => history.length);
    const next = sim.getByRole('button', { name: w.next });
    await next.tap();
    await next.tap();
    await expect(sim.getByText(w.counter(3, 5))).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}${w.examples}/${SLUG}/3`);
    await expect(page).toHaveTitle(w.title(3, 5));
    await expect(page.locator('.breadcrumbs [aria-current="page"]')).toHaveText(w.counter(3, 5));
    await expect(page.locator('nav.pager a[rel="next"]')).toHaveAttribute('href', `${w.examples}/${SLUG}/4`);
    // No history entry per step: Back leaves the example.
    expect(await page.evaluate(() => history.length)).toBe(entries);

    await sim.getByLabel(w.viewAs).selectOption('player:Ben');
    await expect(page).toHaveURL(`${baseURL}${w.examples}/${SLUG}/3?view=Ben`);
    // The three share buttons sit together, in one group, and each copies this step as Ben sees it.
    const share = sim.getByRole('group', { name: lang === 'en' ? 'Share this step' : 'Partager cette étape' });
    await expect(share.getByRole('button')).toHaveText([w.link, w.text, w.embedButton]);
    await share.getByRole('button', { name: w.link }).tap();
    await expect.poll(() => clipboard(page)).toBe(`${baseURL}${w.examples}/${SLUG}/3?view=Ben`);
    await share.getByRole('button', { name: w.embedButton }).tap();
    await expect.poll(() => clipboard(page)).toMatch(new RegExp(`^<iframe src="${baseURL}${w.embed}/${SLUG}/3\\?view=Ben" title="[^"]+"`));

    // The copied address opens this step, as Ben; so does the embed.
    await page.reload();
    const again = await simulator(page);
    await expect(again.getByText(w.counter(3, 5))).toBeVisible();
    await expect(again.getByLabel(w.viewAs)).toHaveValue('player:Ben');
    await page.goto(`${w.embed}/${SLUG}/3?view=Ben`);
    const embedded = await simulator(page);
    await expect(embedded.getByText(w.counter(3, 5))).toBeVisible();
    await expect(embedded.getByLabel(w.viewAs)).toHaveValue('player:Ben');
  });

  test(`${lang}: on a step page, the first tap on "next" counts, though the simulator was still the server's HTML @phone`, async ({ page, baseURL }) => {
    await page.goto(`${w.examples}/${SLUG}/2`);
    const sim = page.locator('[data-simulator]').first();
    // On the first screen, nothing loads until the reader asks (use-when-wanted.ts): still static.
    await page.waitForLoadState('load');
    await expect(sim).toHaveAttribute('data-ready', 'false');
    // One tap: it loads the interactive part, and the tap is passed on to its "next" button.
    await sim.getByRole('button', { name: w.next }).tap();
    await expect(sim).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
    await expect(sim.getByText(w.counter(3, 5))).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}${w.examples}/${SLUG}/3`);
    await expect(sim.getByRole('button', { name: w.next })).toBeFocused();
  });

  test(`${lang}: practice, the verdict and its rule come into view with focus, the table shows the outcome @phone`, async ({ page }) => {
    const drill = generateDrill(3, 'who-chooses-next');
    await page.goto(`${w.practice}?v=${GENERATOR_VERSION}&seed=3&topic=who-chooses-next`);
    const seat = (p: string) => page.getByRole('region', { name: p, exact: true });
    await expect(seat(drill.answer.seat!).getByRole('button')).toBeVisible();
    for (const p of drill.scenario.players) await expect(seat(p).getByText(w.choosing)).toHaveCount(0);
    const wrong = drill.scenario.players.find((p) => p !== drill.answer.seat)!;
    await seat(wrong).getByRole('button').tap();
    const verdict = page.getByTestId('drill-verdict');
    await expect(verdict).toBeFocused();
    await expect(verdict).toBeInViewport({ ratio: 0.9 });
    await expect(verdict).toContainText(drill.rule);
    await expect(seat(drill.answer.seat!).getByText(w.choosing)).toBeVisible();
  });
}

/** Every target too small for a finger: buttons, links, selects, summaries, options, choice labels. */
async function smallTargets(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const sel = 'button, a[href], select, summary, [role="option"], label:has(> input[type="radio"]), label:has(> input[type="checkbox"])';
    return [...root.querySelectorAll<HTMLElement>(sel)]
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width < 43.5 || r.height < 43.5)
      .map(({ el, r }) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}" ${Math.round(r.width)}×${Math.round(r.height)}`);
  });
}

/** Words split across two lines inside `scope` (a label wrapping mid-word). */
async function brokenWords(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (const m of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, m.index!);
        range.setEnd(node, m.index! + m[0].length);
        const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (lines.size > 1) out.push(m[0]);
      }
    }
    return out;
  });
}

for (const lang of LANGS) {
  const w = W[lang];
  test(`${lang}: every button and link of the simulator and the stepper is at least 44 × 44 px; the stack's labels keep their words whole @phone`, async ({ page }) => {
    await page.goto(`${w.examples}/life-race-wrath/10`);
    const sim = await simulator(page);
    expect(await smallTargets(sim)).toEqual([]);
    const stack = sim.locator('section').filter({ has: page.locator('ol') }).first();
    expect(await brokenWords(stack)).toEqual([]);
    await sim.getByRole('button', { name: lang === 'en' ? 'Try it yourself' : 'À vous de jouer' }).tap();
    expect(await smallTargets(sim)).toEqual([]);
  });

  test(`${lang}: practice choices and search results are at least 44 × 44 px @phone`, async ({ page }) => {
    await page.goto(`${w.practice}?v=${GENERATOR_VERSION}&seed=3&topic=where-cards-go`);
    const question = page.locator('section[aria-labelledby="drill-question"]');
    await expect(question.getByRole('button', { name: w.check })).toBeVisible();
    expect(await smallTargets(question)).toEqual([]);
    await page.goto(`${w.practice}?v=${GENERATOR_VERSION}&seed=3&topic=who-chooses-next`);
    await expect(page.getByRole('region').getByRole('button').first()).toBeVisible();
    expect(await smallTargets(page.locator('article'))).toEqual([]);

    await page.goto(lang === 'en' ? '/' : '/fr');
    const button = page.locator('button[data-search-button]');
    await expect(button).toHaveAttribute('data-ready', 'true');
    await button.tap();
    const dialog = page.locator('dialog[open]');
    await dialog.getByRole('combobox').fill('apnap');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    expect(await smallTargets(dialog)).toEqual([]);
  });
}

const READY = { en: { four: 'Four players', wrath: 'Wrath with death triggers', place: 'Put Ana’s abilities on the stack in this order', target: 'Target Ben', walk: 'Walkthrough', next: 'Next step', won: 'The game is over: Ana wins (104.2a).', seat: 'Seat 4 name' },
  fr: { four: 'Quatre joueurs', wrath: 'Wrath of God et capacités déclenchées', place: 'Mettre ces capacités sur la pile dans cet ordre (Ana)', target: 'Cibler Ben', walk: 'Démonstration', next: 'Étape suivante', won: /^La partie est terminée\s*:\s*Ana gagne la partie \(104\.2a\)\.$/, seat: 'Nom de la place 4' } } as const;

for (const lang of LANGS) {
  const r = READY[lang];
  test(`${lang}: a four-player table in at most 8 taps, and the walkthrough of Wrath with death triggers goes to the end @phone`, async ({ page }) => {
    let taps = 0;
    const tap = async (l: Locator) => {
      taps++;
      await l.tap();
    };
    await page.goto(lang === 'en' ? '/sandbox' : '/fr/bac-a-sable');
    // The first tap is on the server's drawing of the default table (once the page has hydrated): it
    // loads the sandbox and counts.
    await hydrated(page);
    await expect(page.locator('[data-sandbox]')).toHaveAttribute('data-ready', 'false');
    await tap(page.getByRole('button', { name: r.four }));
    await expect(page.getByLabel(r.seat)).toHaveValue('Dee', { timeout: 15_000 });
    const sim = await simulator(page);
    await expect(sim.getByRole('region', { name: 'Dee', exact: true })).toBeVisible();
    expect(taps).toBeLessThanOrEqual(8);
    console.log(`${lang}: four-player table in ${taps} tap(s)`);

    await tap(page.getByRole('button', { name: r.wrath }));
    const live = await simulator(page);
    await tap(live.getByRole('button', { name: r.place }));
    for (let i = 0; i < 4; i++) await tap(live.getByRole('button', { name: r.target }));
    await tap(live.getByRole('button', { name: r.walk }));
    const next = live.getByRole('button', { name: r.next });
    for (let n = 0; (await next.isEnabled()) && n < 60; n++) await tap(next);
    // Zulaport Cutthroat's ability drains Cy to 0 (704.5a); Ana's abilities then take Ben to 0.
    await expect(live.getByText(r.won)).toBeVisible();
  });

  test(`${lang}: choosing a target names the ability, lists the legal targets, says why a player who left is not one; one tap picks @phone`, async ({ page }) => {
    await page.goto(lang === 'en' ? '/sandbox' : '/fr/bac-a-sable');
    await simulator(page);
    const scenario = {
      format: 'apnap/1', players: ['Ana', 'Ben', 'Cy', 'Dee'], activePlayer: 'Ana', life: { Dee: 0 },
      cards: [
        { id: 'artist', name: 'Blood Artist', owner: 'Ana', zone: 'battlefield', types: ['creature'], manaValue: 2 },
        { id: 'bears', name: 'Grizzly Bears', owner: 'Ben', zone: 'battlefield', types: ['creature'], manaValue: 2 },
      ],
      effect: { id: 'wrath-of-god', controller: 'Ana' },
    };
    await page.getByLabel(lang === 'en' ? /^Scenario JSON/ : /^JSON du scénario/).fill(JSON.stringify(scenario));
    await page.getByRole('button', { name: lang === 'en' ? 'Load this JSON' : 'Charger ce JSON' }).tap();
    const sim = await simulator(page);
    // Ordering the abilities (603.3b): its ↑ ↓ buttons are targets too, and its labels keep their words whole.
    await expect(sim.getByRole('button', { name: READY[lang].place })).toBeVisible();
    expect(await smallTargets(sim)).toEqual([]);
    expect(await brokenWords(sim)).toEqual([]);
    await sim.getByRole('button', { name: READY[lang].place }).tap();
    const panel = sim.getByRole('group', { name: lang === 'en' ? /^Ana chooses the target of Blood Artist’s ability/ : /^Ana choisit la cible de la capacité de Blood Artist/ });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('button')).toHaveText(lang === 'en' ? ['Target Ana', 'Target Ben', 'Target Cy'] : ['Cibler Ana', 'Cibler Ben', 'Cibler Cy']);
    await expect(panel).toContainText(lang === 'en' ? 'Dee is not a legal target: Dee has left the game (800.4a).' : 'Dee n’est pas une cible légale\u202f: Dee a quitté la partie (800.4a).');
    expect(await smallTargets(panel)).toEqual([]);
    const first = await panel.locator('p').first().textContent();
    await panel.getByRole('button').nth(1).tap();
    await expect(panel.locator('p').first()).not.toHaveText(first!);
  });
}
