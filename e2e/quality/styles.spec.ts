// Every class a page's HTML uses has its rules in the page's stylesheet, with JavaScript off: a page
// inlines only the CSS its own code imports (next.config.mjs: cssChunking 'graph'), and the static
// simulators are drawn by code the browser never loads (KeptServerHtml), so a stylesheet imported
// only there would be missing from the page and its drawing unstyled until the reader touched it
// (components/simulator/static-view-styles.ts). CSS-module classes are `<hash>_<name>`; the global
// ones are checked against the same rules.
import { expect, test } from '@playwright/test';
import { APP_ROUTES, CONTENT_PAGES, EMBEDS, EXAMPLES, NOT_FOUND, NOT_FOUND_FR, SAMPLE_STEPS, frenchRoutes } from './routes';

const first = EXAMPLES[0]!;
const ENGLISH = [...APP_ROUTES, ...CONTENT_PAGES, '/examples', `/examples/${first.slug}`, ...SAMPLE_STEPS.slice(0, 4), ...EMBEDS];
const PAGES = [...ENGLISH, ...frenchRoutes(ENGLISH), NOT_FOUND, NOT_FOUND_FR];

/** The CSS-module classes on the page that no rule of its stylesheets names. */
const unstyledClasses = () => {
  const named = new Set<string>();
  const walk = (rules: CSSRuleList) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule) for (const m of rule.selectorText.matchAll(/\.([\w-]+)/g)) named.add(m[1]!);
      if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules); // @media, @supports, @layer
    }
  };
  for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
  const used = new Set(Array.from(document.querySelectorAll('[class]')).flatMap((e) => Array.from(e.classList)));
  return [...used].filter((c) => /^[\w-]{6}_[a-zA-Z]\w*$/.test(c) && !named.has(c));
};

test('with JavaScript off, every CSS-module class on every kind of page has its rules in the page', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const missing: Record<string, string[]> = {};
  let classes = 0;
  for (const route of PAGES) {
    await page.goto(route);
    const unstyled = await page.evaluate(unstyledClasses);
    if (unstyled.length) missing[route] = unstyled;
    classes += await page.evaluate(() => document.querySelectorAll('[class]').length);
  }
  expect(missing).toEqual({});
  expect(classes).toBeGreaterThan(PAGES.length * 20); // the pages were drawn, with their classes
  await context.close();
});
