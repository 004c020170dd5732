// axe (WCAG 2.0/2.1 A and AA) for the end-to-end tests: zero violations in the light scheme (every
// rule) and in the dark one (the colour rules), on a whole page or on one part of it.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { wakeSimulators } from './simulators';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SCHEMES = ['light', 'dark'] as const;

/** Waits until every simulator on the page is interactive (they hydrate when wanted or idle). */
export async function settle(page: Page) {
  await page.waitForLoadState('load');
  await wakeSimulators(page);
  // /practice: its drill loads after hydration; axe checks the drill, not "Loading a drill…".
  const practice = page.locator('[data-practice]');
  if (await practice.count()) await expect(practice).toHaveAttribute('data-ready', 'true', { timeout: 15_000 });
  await finishAnimations(page);
}

/** CSS transitions (e.g. on a theme switch) finished: axe must see the final colours. */
export async function finishAnimations(page: Page) {
  // Jump each one to its end rather than wait for it: a transition inside a subtree the browser is
  // skipping (content-visibility: auto, simulators below the fold) may never tick to its end.
  await page.evaluate(() => {
    for (const a of document.getAnimations()) {
      try {
        a.finish();
      } catch {
        // an infinite animation cannot finish; none changes colours here
      }
    }
  });
}

/** Rules whose outcome depends on colours: all that can change between the light and dark schemes. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** axe's violations, as lines a person can act on; within `scope` (a CSS selector) when given. */
async function violations(page: Page, colourOnly = false, scope?: string): Promise<string[]> {
  // Not `resultTypes: ['violations']`: with it, the rules that compare nodes across the page (region,
  // landmark-unique) reported violations on pages that a full run finds clean.
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  if (colourOnly) builder.withRules(COLOUR_RULES);
  if (scope) builder.include(scope);
  const results = await builder.analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `[${v.impact}] ${v.id}: ${v.help} — ${n.target.join(' ')}\n    ${n.failureSummary?.replace(/\n/g, '\n    ')}\n    ${n.html.slice(0, 200)}`),
  );
}

/**
 * Every WCAG A/AA rule in the light scheme, then the colour rules in the dark one: the switch is a
 * media change on the same page, so only colours can differ (saves half the time on big pages).
 */
export async function expectNoViolations(page: Page, label: string, scope?: string) {
  const found: string[] = [];
  for (const colorScheme of SCHEMES) {
    await page.emulateMedia({ colorScheme });
    await finishAnimations(page);
    found.push(...(await violations(page, colorScheme === 'dark', scope)).map((v) => `${colorScheme}: ${v}`));
  }
  expect(found, `axe violations on ${label}:\n${found.join('\n')}`).toEqual([]);
}
