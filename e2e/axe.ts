// axe (WCAG 2.0/2.1 A and AA) for the end-to-end tests: zero violations in the light scheme (every
// rule) and in the dark one (the colour rules), on a whole page or on one part of it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { livePractice, liveSandbox, wakeSimulators } from './simulators';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SCHEMES = ['light', 'dark'] as const;

/** Waits until every simulator on the page is interactive (they hydrate when wanted or idle). */
export async function settle(page: Page) {
  await page.waitForLoadState('load');
  await wakeSimulators(page);
  // /practice: axe checks the live drill; the sandbox, the live table.
  if (await page.locator('[data-practice]').count()) await livePractice(page);
  if (await page.locator('[data-sandbox]').count()) await liveSandbox(page);
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

// axe-core itself, put into the page once per document and run there. Not @axe-core/playwright's
// builder: each of its runs sends axe's 550 kB source to the page again and opens a second page to
// finish the run (for pages whose CSP forbids it; here Playwright's evaluate is not bound by the CSP),
// which cost about a second per run, several times what axe's own checks take on most pages.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

async function runAxe(page: Page, options: RunOptions, scope?: string): Promise<AxeResults> {
  const present = await page.evaluate(() => 'axe' in window);
  if (!present) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    ([opts, within]) => (window as unknown as { axe: { run: (c: unknown, o: unknown) => Promise<AxeResults> } }).axe.run(within ? { include: [within] } : document, opts),
    [options, scope ?? null] as const,
  );
}

/** axe's violations, as lines a person can act on; within `scope` (a CSS selector) when given. */
export async function violations(page: Page, colourOnly = false, scope?: string, tags: string[] = TAGS): Promise<string[]> {
  // Not `resultTypes: ['violations']`: with it, the rules that compare nodes across the page (region,
  // landmark-unique) reported violations on pages that a full run finds clean.
  const options: RunOptions = colourOnly ? { runOnly: { type: 'rule', values: COLOUR_RULES } } : { runOnly: { type: 'tag', values: tags } };
  const results = await runAxe(page, options, scope);
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
