// Version 1 drill links are a promise: each link of golden-v1.json still gives the drill it gave
// (its table, moment, statements, question and answer, read in the English it was recorded in).
// A change here needs a new generator version, never a new recording.
import { describe, expect, it } from 'vitest';
import { drillFingerprint, generateDrill, readDrillLink } from '@/engine/practice';
import golden from '@/engine/practice/golden-v1.json';
import { englishPractice } from '@/i18n/narrators/en/practice';

describe('version 1 drill links (golden-v1.json)', () => {
  it('give the drills recorded for version 1', () => {
    const now: Record<string, { answer: string; fingerprint: string }> = {};
    for (const key of Object.keys(golden)) {
      const link = readDrillLink(key);
      if (link.kind !== 'drill') throw new Error(`${key} no longer reads as a drill`);
      expect(link.params.version).toBe(1);
      const d = generateDrill(link.params.seed, link.params.topic, link.params.version);
      const words = englishPractice.drill(d);
      now[key] = { answer: words.answerText, fingerprint: drillFingerprint(d, words) };
    }
    expect(now).toEqual(golden);
  });
  it('tells a changed drill apart: the fingerprint reads the statements and the options', () => {
    const d = generateDrill(0, 'where-cards-go', 1);
    const words = englishPractice.drill(d);
    const print = drillFingerprint(d, words);
    expect(drillFingerprint(d, { ...words, stated: words.stated.slice(1) })).not.toBe(print);
    expect(drillFingerprint(d, { ...words, ask: { ...words.ask, prompt: 'x' } })).not.toBe(print);
    expect(drillFingerprint({ ...d, answer: { options: [] } }, words)).not.toBe(print);
  });
});
