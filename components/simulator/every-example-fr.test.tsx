// Every worked example with a French text (content/examples/<slug>.fr.json), through the engine and
// the rendered French simulator, stepped to its last step: the French counter, the French authored
// narration and the engine's verdict in French at every step, never a disagreement. Adding a French
// example adds a test; the browser walks one French example (e2e/french-example.spec.ts).
import { describe, expect, it } from 'vitest';
import { example, exampleFiles } from '@/content/library';
import { walkToTheEnd } from './test-walk';

const FRENCH = exampleFiles().flatMap(({ example: ex }) => {
  const fr = example(ex.slug, 'fr');
  return fr ? [fr] : [];
});

describe('every French example, in the rendered French simulator', () => {
  it('every example has its French text', () => {
    expect(FRENCH.map((ex) => ex.slug)).toEqual(exampleFiles().map(({ example: ex }) => ex.slug));
  });

  for (const ex of FRENCH) {
    it(`${ex.slug}: walkthrough to the last step, in French`, async () => {
      await walkToTheEnd(ex, 'fr');
    });
  }
});
