import { deflateRawSync } from 'node:zlib';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoViolations } from './axe';
import { hydrated, liveSandbox } from './simulators';
import { twoCreatureTable } from './tables';

// Share links carry the scenario JSON deflated and base64url-encoded (scenario-format.md).
const base64url = (bytes: Buffer) => bytes.toString('base64url');
const deflated = (text: string) => base64url(deflateRawSync(Buffer.from(text, 'utf8')));

const loadError = (page: Page) => page.getByTestId('load-error');
const scenarioJson = (page: Page) => page.getByLabel(/Scenario JSON/);
const shareLink = (page: Page) => page.getByLabel(/Share link/);
const seatName = (page: Page, seat: number) => page.getByLabel(`Seat ${seat} name`);

async function readScenario(page: Page) {
  return JSON.parse(await scenarioJson(page).inputValue()) as {
    players: string[];
    activePlayer: string;
    cards: { id: string; name: string; owner: string; zone: string; types: string[] }[];
    effect: { id: string; controller: string };
    decisions?: { player: string; choice: string[] }[];
  };
}

/** The sandbox with no saved table: every test starts from the default table. */
async function openSandbox(page: Page, query = '') {
  await page.goto(`/sandbox${query}`);
  await expect(page.getByRole('heading', { level: 1, name: /Sandbox/ })).toBeVisible();
  // The sandbox's code loaded (at the reader's first point, or at idle time for a link), and the
  // simulator's controls are live.
  await liveSandbox(page);
}

/** Builds a small table: Ana and Ben, Ben active, one creature each, "each player sacrifices". */
async function buildSmallTable(page: Page) {
  await page.getByRole('button', { name: /Remove Cy/ }).click();
  await page.getByLabel('Active player').selectOption({ label: 'Ben' });
  await page.getByLabel('Effect', { exact: true }).selectOption('each-player-sacrifices-a-creature');
  // The default table's cards: keep Grizzly Bears (Ana) and Solemn Simulacrum (Ben), drop Woodland Elk.
  await page.getByRole('button', { name: /Remove card 2 \(Woodland Elk\)/ }).click();
  await page.getByRole('button', { name: 'Add a card' }).click();
  const last = page.getByRole('group', { name: /^Card 3:/ });
  await last.getByLabel('Name').fill('Dryad Arbor');
  await last.getByLabel('Owner').selectOption({ label: 'Ben' });
  await last.getByRole('checkbox', { name: 'land' }).check();
  await expect(page.locator('#table-error')).toHaveCount(0);
}

function simulator(page: Page): Locator {
  return page.locator('[data-simulator]');
}

async function choose(page: Page, cardName: RegExp) {
  await simulator(page).getByRole('button', { name: cardName }).click();
  await expect(simulator(page).getByText('✓ Accepted.')).toBeVisible();
}

test.describe('the sandbox', () => {
  test('renders the default table as static HTML (no JavaScript needed to see it)', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/sandbox');
    await expect(page.getByLabel('Seat 1 name')).toHaveValue('Ana');
    await expect(page.getByLabel('Effect', { exact: true })).toHaveValue('each-player-sacrifices-a-creature');
    await context.close();
  });

  test('no sandbox code until the reader turns to it; what they type and their first press count', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/sandbox');
    await page.waitForLoadState('load');
    await hydrated(page);
    const sandbox = page.locator('[data-sandbox]');
    await expect(page.getByText('Loading your table…')).toBeHidden();
    // The page's own scripts, and nothing more while the reader only reads.
    await page.waitForTimeout(500);
    const atLoad = scripts.length;
    await expect(sandbox).toHaveAttribute('data-ready', 'false');
    // Typing into the server's drawing loads the sandbox (focus), and the name typed is kept; the
    // first press ("Add a player") counts, once.
    await seatName(page, 1).fill('Zed');
    await page.getByRole('button', { name: 'Add a player' }).click();
    await expect(sandbox).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
    expect(scripts.length, 'the sandbox came with its own code').toBeGreaterThan(atLoad);
    await expect(seatName(page, 4)).toBeVisible();
    await expect(page.getByLabel(/^Seat \d name$/)).toHaveCount(4);
    await expect(seatName(page, 1)).toHaveValue('Zed');
    const s = await readScenario(page);
    expect(s.players.slice(0, 3)).toEqual(['Zed', 'Ben', 'Cy']);
  });

  test('a card is a line of facts until opened; a first press on its Edit, before the code, opens it', async ({ page }) => {
    await page.goto('/sandbox');
    await hydrated(page);
    const sandbox = page.locator('[data-sandbox]');
    await expect(sandbox).toHaveAttribute('data-ready', 'false');
    const card = page.getByRole('group', { name: /^Card 2:/ });
    const edit = card.getByRole('button', { name: /^Edit card 2 \(Woodland Elk\)/ });
    await expect(card).toContainText('Ana · battlefield · creature · mana value 4');
    await expect(card.getByLabel('Name')).toHaveCount(0);
    await edit.click();
    await expect(sandbox).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
    await expect(edit).toHaveAttribute('aria-expanded', 'true');
    await expect(card.getByLabel('Name')).toHaveValue('Woodland Elk');
    // Only that card opened, once.
    await expect(page.getByRole('button', { name: /^Edit card \d/, expanded: true })).toHaveCount(1);
  });

  test('a table kept in this browser opens by itself; the default table is never shown', async ({ page }) => {
    await openSandbox(page);
    await seatName(page, 2).fill('Bram');
    await page.reload();
    // Hidden before it is painted (the inline script), until the kept table is read.
    await expect(page.locator('[data-first-table]')).toBeHidden();
    await expect(page.locator('[data-sandbox]')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
    await expect(seatName(page, 2)).toHaveValue('Bram');
  });

  test('build a small table and make the choices; the engine refuses one out of APNAP order', async ({ page }) => {
    await openSandbox(page);
    await buildSmallTable(page);
    await simulator(page).getByRole('button', { name: 'Try it yourself' }).click();
    // Ana is not the active player: the engine refuses her choice first (101.4).
    await simulator(page).getByRole('button', { name: /^Grizzly Bears/ }).click();
    await expect(simulator(page).getByRole('alert')).toContainText('101.4');
    await choose(page, /^Solemn Simulacrum/);
    await choose(page, /^Grizzly Bears/);
    await expect(simulator(page).getByText('The effect has finished resolving.').first()).toBeVisible();
    await expect.poll(async () => (await readScenario(page)).decisions).toEqual([
      { player: 'Ben', choice: ['solemn'] },
      { player: 'Ana', choice: ['bears'] },
    ]);
  });

  test('a sandbox scenario survives a share-link round trip: same table and decisions', async ({ page, browser }) => {
    await openSandbox(page);
    await buildSmallTable(page);
    await seatName(page, 1).fill('Zoë');
    await simulator(page).getByRole('button', { name: 'Try it yourself' }).click();
    await choose(page, /^Solemn Simulacrum/);
    // The simulator tells the sandbox of a decision in an effect after it draws "Accepted": the
    // scenario's text follows a render later.
    await expect.poll(async () => (await readScenario(page)).decisions).toEqual([{ player: 'Ben', choice: ['solemn'] }]);
    const before = await readScenario(page);
    const link = await shareLink(page).inputValue();
    expect(new URL(link).pathname).toBe('/sandbox');

    // A fresh browser (no saved table): everything comes from the link.
    const context = await browser.newContext();
    const other = await context.newPage();
    await openSandbox(other, new URL(link).search);
    await expect(seatName(other, 1)).toHaveValue('Zoë');
    await expect(other.getByLabel('Active player')).toHaveValue(/.+/);
    expect(await readScenario(other)).toEqual(before);
    await expect(other.getByRole('status').first()).toContainText('Loaded the table and choices from the link');
    // The walkthrough opens where the sender left it: Ben's choice made, Zoë to choose.
    await expect(simulator(other).getByText(/Next: Zoë/)).toBeVisible();
    await context.close();
  });

  test('offers Wrath of God, Blood Artist and Zulaport Cutthroat; their orders and targets survive a share link (603.3b)', async ({ page, browser }) => {
    await openSandbox(page);
    await page.getByLabel('Effect', { exact: true }).selectOption('wrath-of-god');
    await expect(page.getByText(/Destroy all creatures/)).toBeVisible();
    await page.getByRole('button', { name: 'Add Blood Artist' }).click();
    await page.getByRole('button', { name: 'Add Zulaport Cutthroat' }).click();
    // Blood Artist is Ben's (Ben is the active player); Zulaport Cutthroat stays with Ana.
    await page.getByRole('group', { name: /^Card 6: Blood Artist/ }).getByLabel('Owner').selectOption({ label: 'Ben' });
    await expect(page.locator('#table-error')).toHaveCount(0);
    const sim = simulator(page);
    await sim.getByRole('button', { name: 'Try it yourself' }).click();
    // Ben is the active player: Ana's abilities can't go on the stack before his (603.3b).
    await sim.getByRole('button', { name: 'Put Ana’s abilities on the stack in this order' }).click();
    await expect(sim.getByRole('alert')).toContainText('603.3b');
    await sim.getByRole('button', { name: 'Put Ben’s abilities on the stack in this order' }).click();
    await expect(sim.getByText('✓ Accepted.')).toBeVisible();
    // The JSON box follows the table a render after the verdict: wait for it to hold the decision.
    await expect.poll(async () => (await readScenario(page)).decisions?.[0]?.player).toBe('Ben');
    const before = await readScenario(page);
    expect(before.decisions?.[0]?.choice).toHaveLength(6);
    expect(before.effect.id).toBe('wrath-of-god');
    expect(before.cards.map((c) => c.name)).toEqual(expect.arrayContaining(['Blood Artist', 'Zulaport Cutthroat']));

    const context = await browser.newContext();
    const other = await context.newPage();
    await openSandbox(other, new URL(await shareLink(page).inputValue()).search);
    expect(await readScenario(other)).toEqual(before);
    await expect(other.getByLabel('Effect', { exact: true })).toHaveValue('wrath-of-god');
    await context.close();
  });

  test('export and import JSON round trip (text and file)', async ({ page }) => {
    await openSandbox(page);
    await buildSmallTable(page);
    await simulator(page).getByRole('button', { name: 'Try it yourself' }).click();
    await choose(page, /^Solemn Simulacrum/);
    const exported = await scenarioJson(page).inputValue();

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download scenario.json' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('scenario.json');
    const file = await download.path().then((p) => import('node:fs').then((fs) => fs.readFileSync(p, 'utf8')));
    expect(JSON.parse(file)).toEqual(JSON.parse(exported));

    // Back to the default table, then paste the export.
    await page.getByRole('button', { name: 'Reset to the default table' }).click();
    await expect(seatName(page, 3)).toHaveValue('Cy');
    await scenarioJson(page).fill(exported);
    await page.getByRole('button', { name: 'Load this JSON' }).click();
    await expect(seatName(page, 3)).toHaveCount(0);
    expect(JSON.parse(await scenarioJson(page).inputValue())).toEqual(JSON.parse(exported));

    // And the downloaded file.
    await page.getByRole('button', { name: 'Reset to the default table' }).click();
    await page.getByLabel(/Import a scenario file/).setInputFiles({
      name: 'scenario.json',
      mimeType: 'application/json',
      buffer: Buffer.from(file),
    });
    await expect(seatName(page, 3)).toHaveCount(0);
    expect(JSON.parse(await scenarioJson(page).inputValue())).toEqual(JSON.parse(exported));
  });

  const validScenario = {
    format: 'apnap/1',
    players: ['Ana', 'Ben'],
    activePlayer: 'Ana',
    cards: [{ id: 'bears', name: 'Grizzly Bears', owner: 'Ana', zone: 'pocket', types: ['creature'] }],
    effect: { id: 'each-player-sacrifices-a-creature', controller: 'Ana' },
  };
  const malformed: [string, string, RegExp][] = [
    ['garbage', 'garbage', /^s: /],
    ['not base64url', '%%%***', /^s: .*base64url/],
    ['base64 of bytes that are not deflate', base64url(Buffer.from([0xff, 0xfe, 0xfd, 0x00, 0x13, 0x37, 0x42])), /^s: /],
    ['deflate of text that is not JSON', deflated('this is { not JSON'), /^s: .*JSON/],
    ['JSON with a bad field', deflated(JSON.stringify(validScenario)), /cards\[0\]\.zone/],
  ];
  for (const [what, s, field] of malformed) {
    test(`a malformed link (${what}) shows the engine's message, keeps the page working`, async ({ page }) => {
      const errors: Error[] = [];
      page.on('pageerror', (e) => errors.push(e));
      await openSandbox(page, `?s=${encodeURIComponent(s)}`);
      const alert = loadError(page);
      await expect(alert).toBeVisible();
      await expect(alert).toHaveAttribute('role', 'alert');
      await expect(alert).toContainText('This share link could not be loaded');
      await expect(alert.locator('code')).toHaveText(field);
      expect((await alert.locator('code').textContent())!.trim().length).toBeGreaterThan(3);
      // The default table is there and the page still works.
      await expect(seatName(page, 1)).toHaveValue('Ana');
      await page.getByRole('button', { name: 'Add a player' }).click();
      await expect(seatName(page, 4)).toBeVisible();
      await alert.getByRole('button', { name: 'Keep the current table' }).click();
      await expect(loadError(page)).toHaveCount(0);
      await expect(seatName(page, 4)).toBeVisible();
      expect(new URL(page.url()).search).toBe('');
      expect(errors).toEqual([]);
    });
  }

  test('a bad link with a table saved in this browser keeps that table', async ({ page }) => {
    await openSandbox(page);
    await seatName(page, 2).fill('Bram');
    await openSandbox(page, '?s=nope');
    await expect(loadError(page)).toBeVisible();
    await expect(seatName(page, 2)).toHaveValue('Bram');
    await loadError(page).getByRole('button', { name: 'Start from the default table' }).click();
    await expect(seatName(page, 2)).toHaveValue('Ben');
  });

  test('a bad file import keeps the current table', async ({ page }) => {
    await openSandbox(page);
    await seatName(page, 1).fill('Zed');
    const before = await scenarioJson(page).inputValue();
    await page.getByLabel(/Import a scenario file/).setInputFiles({
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(validScenario)),
    });
    await expect(loadError(page)).toContainText('This file could not be imported');
    await expect(loadError(page).locator('code')).toHaveText(/cards\[0\]\.zone/);
    await expect(seatName(page, 1)).toHaveValue('Zed');
    expect(await scenarioJson(page).inputValue()).toBe(before);

    await page.getByLabel(/Import a scenario file/).setInputFiles({
      name: 'not-json.json',
      mimeType: 'application/json',
      buffer: Buffer.from('{ this is not json'),
    });
    await expect(loadError(page)).toBeVisible();
    await expect(seatName(page, 1)).toHaveValue('Zed');
  });

  test('on /fr/bac-a-sable: a malformed link and an invalid file are refused in French, field first', async ({ page }) => {
    const errors: Error[] = [];
    page.on('pageerror', (e) => errors.push(e));
    await page.goto(`/fr/bac-a-sable?s=${encodeURIComponent('%%%***')}`);
    await expect(page.locator('[data-simulator][data-ready="true"]')).toHaveCount(1);
    const alert = loadError(page);
    await expect(alert).toContainText('Ce lien de partage n’a pas pu être chargé');
    await expect(alert.locator('code')).toHaveText(/^s\s:\sle lien n’est pas du «\sbase64url\s» valide/);
    await expect(alert).not.toContainText(/could not|expected|The engine/);
    await alert.getByRole('button', { name: 'Garder la table actuelle' }).click();
    await expect(loadError(page)).toHaveCount(0);

    await page.getByLabel(/^Nom de la place 1/).fill('Zed');
    await page.getByLabel(/Importer un fichier de scénario/).setInputFiles({
      name: 'bad.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(validScenario)),
    });
    await expect(loadError(page)).toContainText('Ce fichier n’a pas pu être importé');
    await expect(loadError(page).locator('code')).toHaveText(/^cards\[0\]\.zone\s:\svaleur attendue parmi «\shand\s»/);
    await expect(page.getByLabel(/^Nom de la place 1/)).toHaveValue('Zed');
    // Nothing of the builder or the transfer is left in English.
    const seen = await page.locator('main').innerText();
    for (const english of ['Players, in turn order', 'Add a card', 'Scenario JSON', 'Import a scenario file', 'Copy link', 'Mana value', 'Remove card']) expect(seen).not.toContain(english);
    expect(errors).toEqual([]);
  });

  test('an invalid table names the field, and the walk waits for a fix', async ({ page }) => {
    await openSandbox(page);
    await seatName(page, 2).fill('Ana');
    await expect(page.locator('#table-error')).toContainText('players[1]');
    await expect(seatName(page, 2)).toHaveAttribute('aria-invalid', 'true');
    await seatName(page, 2).fill('Ben');
    await expect(page.locator('#table-error')).toHaveCount(0);
  });

  test('names with <script> and HTML payloads render as text; nothing executes', async ({ page, browser }) => {
    await page.addInitScript(() => {
      (window as unknown as { __pwned?: number }).__pwned = undefined;
    });
    const payload = twoCreatureTable(['<svg onload=__pwned=1>', 'Ben'], ['<script>window.__pwned=1</script>', '<img src=x onerror="window.__pwned=1">']);
    await openSandbox(page);
    await scenarioJson(page).fill(JSON.stringify(payload));
    await page.getByRole('button', { name: 'Load this JSON' }).click();
    await expect(seatName(page, 1)).toHaveValue('<svg onload=__pwned=1>');
    await expect(page.getByText('<script>window.__pwned=1</script>').first()).toBeVisible();
    const link = await shareLink(page).inputValue();

    const context = await browser.newContext();
    const other = await context.newPage();
    await other.addInitScript(() => {
      (window as unknown as { __pwned?: number }).__pwned = undefined;
    });
    await openSandbox(other, new URL(link).search);
    await expect(seatName(other, 1)).toHaveValue('<svg onload=__pwned=1>');
    await expect(other.getByText('<img src=x onerror="window.__pwned=1">').first()).toBeVisible();
    await simulator(other).getByRole('button', { name: 'Try it yourself' }).click();
    await expect(simulator(other).getByText('<script>window.__pwned=1</script>').first()).toBeVisible();
    for (const p of [page, other]) {
      expect(await p.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(await p.locator('main script, main img, main svg[onload]').count()).toBe(0);
    }
    await context.close();
  });

  test('no axe violations (WCAG 2.1 AA), light and dark: builder, try-it, an alert and an invalid field', async ({ page }) => {
    // axe on the longest form of the site: seconds each on a busy 2-core machine. Every rule in light,
    // the colour rules in dark (e2e/axe.ts); the whole page twice, then the simulator alone.
    test.slow();
    const check = (label: string, scope?: string) => expectNoViolations(page, `the sandbox, ${label}`, scope);
    await openSandbox(page, '?s=garbage');
    await expect(loadError(page)).toBeVisible();
    await check('bad link');
    await loadError(page).getByRole('button', { name: 'Keep the current table' }).click();
    await seatName(page, 2).fill('');
    await expect(seatName(page, 2)).toHaveAttribute('aria-invalid', 'true');
    await check('invalid field');
    await seatName(page, 2).fill('Ben');
    await simulator(page).getByRole('button', { name: 'Try it yourself' }).click();
    await choose(page, /^Solemn Simulacrum/);
    await check('try it', '[data-simulator]');
  });

  test('works at 360 px wide with the keyboard alone @phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 780 });
    await openSandbox(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await seatName(page, 1).focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.type('Kim');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Life').first()).toBeFocused();
    await expect(seatName(page, 1)).toHaveValue('Kim');
  });
});
