// /practice: a drill from its link, answered right and wrong, the same drill after a reload,
// keyboard only, axe in both schemes with the feedback on screen, a 360-px phone.
import { expect, test, type Page } from '@playwright/test';
import { generateDrill } from '../engine/practice';
import type { Drill, TopicId } from '../engine/practice';
import { englishPractice } from '../i18n/narrators/en/practice';
import { FIRST_DRILL } from '../components/practice/first-drill';
import { expectNoViolations } from './axe';
import { englishOnlyPieces } from './quality/french-routes';
import { livePractice } from './simulators';

const link = (seed: number, topic: TopicId) => `/practice?v=2&seed=${seed}&topic=${topic}`;

async function openDrill(page: Page, url: string) {
  await page.goto(url);
  await livePractice(page);
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
}

const drillText = (page: Page) => page.locator('article').innerText();
const feedback = (page: Page) => page.getByTestId('drill-feedback');

test('has its own title and description', async ({ page }) => {
  await page.goto('/practice');
  await expect(page).toHaveTitle(/^Practice: drills checked by the rules engine/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /drills on APNAP order/);
});

test.describe('the first drill of a first visit is drawn by the server', () => {
  const first = generateDrill(FIRST_DRILL.seed, FIRST_DRILL.topic, FIRST_DRILL.version);
  const firstLink = link(FIRST_DRILL.seed, FIRST_DRILL.topic);

  test('readable before any script, with its own link', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/practice');
    await expect(page.getByText(`Drill ${FIRST_DRILL.seed}`)).toBeVisible();
    await expect(page.getByTestId('drill-link')).toHaveAttribute('href', firstLink);
    await expect(page.locator('article')).toContainText(englishPractice.drill(first).question);
    for (const p of first.scenario.players) await expect(page.getByRole('button', { name: `${p} chooses next` })).toBeVisible();
    await expect(page.getByText('Loading a drill…')).toBeHidden();
    await context.close();
  });

  test('no drill code until the reader turns to it; the first press answers, once', async ({ page }) => {
    await page.goto('/practice');
    await page.waitForLoadState('load');
    const practice = page.locator('[data-practice]');
    // The address is the drill's own, so a reload or a copied address opens this drill.
    await expect(page).toHaveURL(firstLink);
    await expect(practice).toHaveAttribute('data-ready', 'false');
    await expect(page.getByText('Loading a drill…')).toBeHidden();
    // Pressing the right seat loads the drill code, and the press is the answer.
    await page.getByRole('button', { name: `${first.answer.seat} chooses next` }).click();
    await expect(practice).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
    await expect(feedback(page)).toContainText('✓');
    await expect(page.getByTestId('practice-score')).toContainText('Score: 1 right of 1');
    expect(await drillText(page)).toContain(englishPractice.drill(first).question);
  });

  test('a returning reader gets their own first drill, and never sees the server’s', async ({ page }) => {
    await page.goto('/practice');
    await page.evaluate(() => localStorage.setItem('apnap-practice-score/1', JSON.stringify({ answered: 3, right: 2, streak: 1, best: 2 })));
    await page.goto('/practice');
    // Hidden before it is painted (the inline script), until the reader's drill is made.
    await expect(page.locator('[data-first-drill]')).toBeHidden();
    await expect(page.locator('[data-practice]')).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
    await expect(page.getByTestId('practice-score')).toContainText('Score: 2 right of 3');
    await expect(page).toHaveURL(/\/practice\?v=2&seed=\d+&topic=[a-z-]+$/);
  });
});

test('answers one drill right and one wrong, as the engine says', async ({ page }) => {
  const right: Drill = generateDrill(3, 'who-chooses-next');
  await openDrill(page, link(3, 'who-chooses-next'));
  await page.getByRole('button', { name: `${right.answer.seat} chooses next` }).click();
  await expect(feedback(page)).toContainText(`✓ Right. ${englishPractice.drill(right).answerText} (rule ${right.rule})`);
  await expect(page.getByTestId('practice-score')).toContainText('Score: 1 right of 1 · Streak: 1');

  const wrong: Drill = generateDrill(4, 'still-chooses');
  await openDrill(page, link(4, 'still-chooses'));
  await page.getByRole('button', { name: wrong.answer.yes ? 'No' : 'Yes' }).click();
  await expect(feedback(page)).toContainText(`✗ Not quite. The answer: ${englishPractice.drill(wrong).answerText}.`);
  await expect(feedback(page).getByRole('link', { name: 'Read 608.2e' })).toHaveAttribute('href', '/rules/608.2e');
  // The score is kept in the browser across pages.
  await expect(page.getByTestId('practice-score')).toContainText('Score: 1 right of 2 · Streak: 0 (best 1)');

  // "Open this table in the sandbox" opens it there, with the drill's table and choices.
  await feedback(page).getByRole('link', { name: 'Open this table in the sandbox' }).click();
  await expect(page).toHaveURL(/\/sandbox\?s=/);
  await expect(page.getByText('Loaded the table and choices from the link.')).toBeVisible({ timeout: 15_000 });
});

test('a French drill on /fr/entrainement: answered right and wrong, in French, with no English', async ({ page }) => {
  const frLink = (seed: number, topic: TopicId) => `/fr/entrainement?v=2&seed=${seed}&topic=${topic}`;
  const pieces = englishOnlyPieces();
  /** The drill's own English (question, answer, why, story) and the English dictionary: none of it on screen. */
  const noEnglish = async (drill: Drill) => {
    const seen = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
    const en = englishPractice.drill(drill);
    const english = [en.question, en.why, ...en.story, ...pieces.map((p) => p.piece)].filter((s) => s.length >= 12);
    expect(english.filter((s) => seen.includes(s.replace(/\s+/g, ' ')))).toEqual([]);
  };

  const right: Drill = generateDrill(3, 'who-chooses-next');
  await openDrill(page, frLink(3, 'who-chooses-next'));
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Qui choisit ensuite\u202f?');
  await page.getByRole('button', { name: `${right.answer.seat} choisit ensuite` }).click();
  await expect(feedback(page)).toContainText(`✓ Exact. ${right.answer.seat}`);
  await expect(feedback(page)).toContainText(`règle ${right.rule}`);
  await noEnglish(right);

  const wrong: Drill = generateDrill(4, 'still-chooses');
  await openDrill(page, frLink(4, 'still-chooses'));
  await page.getByRole('button', { name: wrong.answer.yes ? 'Non' : 'Oui' }).click();
  await expect(feedback(page)).toContainText('✗ Pas tout à fait. La réponse');
  await expect(feedback(page).getByRole('link', { name: 'Lire la règle 608.2e' })).toHaveAttribute('href', '/fr/regles/608.2e');
  await expect(feedback(page)).not.toContainText(englishPractice.drill(wrong).why);
  await noEnglish(wrong);
});

test('the same seed gives the same drill after a reload, and Next drill gives a new link', async ({ page }) => {
  await openDrill(page, link(42, 'where-cards-go'));
  const before = await drillText(page);
  await page.reload();
  await livePractice(page);
  expect(await drillText(page)).toBe(before);

  await page.getByRole('button', { name: 'Check my answer' }).click();
  await page.getByRole('button', { name: 'Next drill' }).click();
  await expect(page).toHaveURL(/\/practice\?v=2&seed=\d+&topic=[a-z-]+$/);
  const next = page.url();
  await expect(page.getByRole('heading', { level: 2 })).toBeFocused();
  await page.reload();
  await expect(page).toHaveURL(next);
});

test('a version 1 link opens exactly the drill it opened, with a note and the current version’s link', async ({ page }) => {
  const old = generateDrill(42, 'trigger-order', 1);
  await openDrill(page, '/practice?v=1&seed=42&topic=trigger-order');
  expect((await drillText(page)).replace(/\s+/g, ' ')).toContain(englishPractice.drill(old).question);
  await expect(page.getByTestId('drill-older-version')).toContainText('version 1 of the drill generator');
  await page.getByTestId('drill-current-version').click();
  await expect(page).toHaveURL(/\/practice\?v=2&seed=42&topic=trigger-order$/);
  await expect(page.locator('article')).toContainText('casts Wrath of God with flash on');
  await expect(page.getByTestId('drill-older-version')).toHaveCount(0);
});

test('an unusable link says what is wrong, with a way on', async ({ page }) => {
  await page.goto('/practice?v=1&seed=banana&topic=rituel');
  await expect(page.getByTestId('drill-problem')).toContainText('seed "banana" is not a whole number');
  await page.getByRole('button', { name: 'Start a new drill' }).click();
  await expect(page).toHaveURL(/topic=rituel$/);
});

test('keyboard only: Tab to a seat, Enter answers, the feedback is in a live region', async ({ page }) => {
  const d = generateDrill(3, 'who-chooses-next');
  await openDrill(page, link(3, 'who-chooses-next'));
  let found = false;
  for (let i = 0; i < 150 && !found; i++) {
    await page.keyboard.press('Tab');
    found = await page.evaluate((name) => document.activeElement?.textContent === name, `${d.answer.seat} chooses next`);
  }
  expect(found, 'the seat button is reachable with Tab').toBe(true);
  await page.keyboard.press('Enter');
  await expect(feedback(page)).toHaveAttribute('aria-live', 'polite');
  await expect(feedback(page)).toContainText('✓ Right.');
});

test('axe: no violations in light and dark, before and after answering', async ({ page }) => {
  test.setTimeout(90_000);
  // One drill template; two kinds of answer: a seat and cards (rituel), cards alone (what-they-know).
  for (const [seed, topic] of [[1, 'rituel'], [2, 'what-they-know']] as const) {
    await openDrill(page, link(seed, topic));
    await expectNoViolations(page, `${topic}, the question`);
    const radios = page.getByRole('radio');
    if (await radios.count()) await radios.first().check();
    await page.getByRole('button', { name: 'Check my answer' }).click();
    await expect(feedback(page)).not.toBeEmpty();
    await expectNoViolations(page, `${topic}, the feedback`);
  }
});

test('fits a 360-px phone without sideways scrolling @phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  for (const [seed, topic] of [[5, 'who-chooses-next'], [6, 'rituel'], [7, 'where-cards-go']] as const) {
    await openDrill(page, link(seed, topic));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${topic} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
  }
});
