// Each example's number of steps, by slug, from the French pages the content layer lists
// (`/fr/exemples/<slug>/<step>`). next.config.mjs inlines it for the proxy (`env.APNAP_EXAMPLE_STEPS`,
// read by example-addresses.ts); plain JavaScript so that the configuration can import it.

/**
 * @param {readonly string[]} listed the site's paths (`sitePaths('fr')`)
 * @returns {Record<string, number>}
 */
export function exampleSteps(listed) {
  /** @type {Record<string, number>} */
  const steps = {};
  for (const p of listed) {
    const m = p.match(/^\/fr\/exemples\/([^/]+)(?:\/(\d+))?$/);
    if (m) steps[m[1]] = Math.max(steps[m[1]] ?? 0, Number(m[2] ?? 0));
  }
  return steps;
}
