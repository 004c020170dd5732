// Which French example and embed addresses exist: /fr/exemples/<slug>[/<step>] and
// /fr/embed/<slug>[/<step>], a step from 1 to the example's last, or an image route of the page
// (opengraph-image). The steps come from next.config.mjs (`env.APNAP_EXAMPLE_STEPS`, the French
// pages the content layer lists), inlined at build time: the proxy (proxy.ts) rewrites every other
// address under these folders to the French 404 page, which is private, as a 404 must be.

/** Each example's number of steps, by slug (an empty table when the configuration gave none). */
function readSteps(raw: string | undefined): Readonly<Record<string, number>> {
  try {
    const parsed: unknown = JSON.parse(raw ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, number>) : {};
  } catch {
    return {};
  }
}

const STEPS = readSteps(process.env.APNAP_EXAMPLE_STEPS);

/** Whether `pathname` names an existing French example or embed page; null when it is not one of their addresses. */
export function exampleAddressExists(pathname: string, steps: Readonly<Record<string, number>> = STEPS): boolean | null {
  const [lang, folder, slug, step, ...rest] = pathname.split('/').filter(Boolean);
  if (lang !== 'fr' || (folder !== 'exemples' && folder !== 'embed')) return null;
  if (slug === undefined) return true;
  const last = Object.hasOwn(steps, slug) ? steps[slug]! : undefined;
  if (last === undefined) return false;
  // The page's own Open Graph image (and the step's): a route of the page, not a step.
  const image = (part: string | undefined) => part !== undefined && part.startsWith('opengraph-image');
  if (step === undefined) return true;
  if (image(step)) return rest.length === 0;
  if (!/^[1-9]\d*$/.test(step) || Number(step) > last) return false;
  return rest.length === 0 || (rest.length === 1 && image(rest[0]));
}
