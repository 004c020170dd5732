import { describe, expect, it } from 'vitest';
import { sitePaths } from '@/content/library';
import { exampleAddressExists } from './example-addresses';
import { exampleSteps } from './example-steps.mjs';

// The table next.config.mjs inlines for the proxy.
const steps = exampleSteps(sitePaths('fr'));

describe('which French example and embed addresses exist (proxy.ts)', () => {
  it('every listed example page and step exists, in both folders', () => {
    const pages = sitePaths('fr').filter((p) => p.startsWith('/fr/exemples/'));
    expect(pages.length).toBeGreaterThan(40);
    for (const p of pages) {
      expect(exampleAddressExists(p, steps), p).toBe(true);
      expect(exampleAddressExists(p.replace('/fr/exemples/', '/fr/embed/'), steps), p).toBe(true);
    }
  });

  it('an unknown slug, a step past the last, step 0, a non-number or a deeper address does not', () => {
    const [slug, last] = Object.entries(steps)[0]!;
    for (const p of [`/fr/exemples/nope`, `/fr/exemples/${slug}/${last + 1}`, `/fr/exemples/${slug}/0`, `/fr/exemples/${slug}/01`, `/fr/exemples/${slug}/x`, `/fr/embed/${slug}/1/2`, `/fr/exemples/constructor`, `/fr/exemples/__proto__`]) {
      expect(exampleAddressExists(p, steps), p).toBe(false);
    }
  });

  it('the Open Graph images of a page and of a step pass; other addresses are not its business', () => {
    const [slug] = Object.keys(steps);
    expect(exampleAddressExists(`/fr/exemples/${slug}/opengraph-image`, steps)).toBe(true);
    expect(exampleAddressExists(`/fr/exemples/${slug}/1/opengraph-image-abc123`, steps)).toBe(true);
    expect(exampleAddressExists('/fr/exemples', steps)).toBe(true);
    expect(exampleAddressExists('/fr/regles/101.4', steps)).toBeNull();
    expect(exampleAddressExists('/examples/nope', steps)).toBeNull();
  });
});
