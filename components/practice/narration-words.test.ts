// Every topic's words in French, from the drill's facts, on many seeds: the same answer options
// (ids, order), stated choices and headings as the English; every rule number the English cites;
// no English word of the English drills' vocabulary; the terminology table's words. Both narrators
// (i18n/narrators/{en,fr}/practice.ts), as the practice page loads them.
import { describe, expect, it } from 'vitest';
import { generateDrill, TOPIC_IDS } from '@/engine/practice';
import type { Drill } from '@/engine/practice';
import { agreementSlips, describeSlips, frenchStyleSlips } from '@/i18n/french-style';
import { ELISION, terminologySlips } from '@/i18n/narrators/fr/terminology';
import { englishVocabulary, leaks, withoutNames, words, type TextPair } from '@/components/i18n/testing/leaks';
import { englishPractice } from '@/i18n/narrators/en/practice';
import { frenchPractice } from '@/i18n/narrators/fr/practice';
import type { AskText, DrillText } from '@/i18n/narrators/practice';

const RULE = /\b\d{3}\.\d+[a-z]?\b/g;
const SEEDS = 60;

const askTexts = (a: AskText): string[] => [a.prompt, ...('seatPrompt' in a ? [a.seatPrompt] : []), ...('options' in a ? a.options.map((o) => o.label) : [])];

/** The texts of a drill's words, in a fixed order, each named. */
function texts(t: DrillText): [string, string][] {
  return [
    ['question', t.question],
    ...askTexts(t.ask).map((x, i): [string, string] => [`ask ${i}`, x]),
    ...t.stated.flatMap((c, i): [string, string][] => [[`stated ${i}`, c.text], ...(c.prompt ? [[`stated prompt ${i}`, c.prompt] as [string, string]] : [])]),
    ...(t.statedTitle ? [['stated title', t.statedTitle] as [string, string]] : []),
    ['answer', t.answerText],
    ['why', t.why],
    ...t.story.map((x, i): [string, string] => [`story ${i}`, x]),
  ];
}

const drills: Drill[] = TOPIC_IDS.flatMap((topic) => Array.from({ length: SEEDS }, (_, i) => generateDrill(i * 7919 + 1, topic)));
const en = englishPractice;
const fr = frenchPractice;

function pairs(): TextPair[] {
  return drills.flatMap((d) => {
    const a = texts(en.drill(d));
    const b = texts(fr.drill(d));
    expect(b.map(([k]) => k), `${d.topic} ${d.seed}`).toEqual(a.map(([k]) => k));
    return a.map(([what, text], i) => ({ en: text, fr: b[i]![1], state: d.state, what: `${d.topic} seed ${d.seed} ${what}` }));
  });
}
let memo: TextPair[] | null = null;
const all = () => (memo ??= pairs());

describe('every practice topic in French (frenchPractice.drill)', () => {
  it('labels the drill’s own answer options, in its order, in both languages', () => {
    for (const d of drills) {
      const ids = 'options' in d.ask ? d.ask.options : [];
      for (const t of [en.drill(d), fr.drill(d)]) {
        expect(t.ask.kind).toBe(d.ask.kind);
        expect('options' in t.ask ? t.ask.options.map((o) => o.id) : []).toEqual(ids);
      }
    }
  });

  it.each([...TOPIC_IDS])('%s: the same options, stated players and headings as the English, all in French', (topic) => {
    for (const d of drills.filter((x) => x.topic === topic)) {
      const e = en.drill(d);
      const f = fr.drill(d);
      expect(f.ask.kind).toBe(e.ask.kind);
      expect('options' in f.ask ? f.ask.options.map((o) => o.id) : []).toEqual('options' in e.ask ? e.ask.options.map((o) => o.id) : []);
      expect(f.stated.map((c) => c.player)).toEqual(e.stated.map((c) => c.player));
      expect(f.statedTitle === undefined).toBe(e.statedTitle === undefined);
      const english = new Map(texts(e));
      for (const [what, text] of texts(f)) {
        expect(text, `${topic} ${d.seed} ${what}`).toMatch(/\S/);
        // Only a text that is nothing but names (a player, a card) is the same in both languages.
        if (words(withoutNames(english.get(what)!, d.state)).length) expect(text, `${topic} ${d.seed} ${what}`).not.toBe(english.get(what));
      }
    }
  });

  it('uses no word of the English drills’ vocabulary', () => {
    const english = englishVocabulary(all());
    expect(english.size).toBeGreaterThan(80);
    expect(leaks(all(), english)).toBe('');
  });

  it('cites every rule number the English cites', () => {
    const missing: string[] = [];
    for (const p of all()) for (const r of p.en.match(RULE) ?? []) if (!p.fr.includes(r)) missing.push(`${p.what}: ${r} in “${p.fr}”`);
    expect(missing.slice(0, 10).join('\n')).toBe('');
  });

  it('uses the terminology table’s words, with elision before names', () => {
    const slips: string[] = [];
    for (const p of all()) {
      for (const s of terminologySlips(withoutNames(p.fr, p.state))) slips.push(`${p.what}: “${s.found}” (use “${s.use}”) in ${p.fr}`);
      const m = ELISION.pattern.exec(p.fr);
      if (m) slips.push(`${p.what}: “${m[0]}” (${ELISION.use}) in ${p.fr}`);
    }
    expect(slips.slice(0, 10).join('\n')).toBe('');
  });

  it('follows the French style checks: la priorité, « dans la partie », typography (U+202F), plurals', () => {
    const slips = all().flatMap((p) => describeSlips(p.what, p.fr, frenchStyleSlips(withoutNames(p.fr, p.state), p.fr)));
    expect(slips.slice(0, 10).join('\n')).toBe('');
  });

  it('names basic lands in French and agrees with whoever plays (issue 46)', () => {
    // Card names are kept here (withoutNames would hide an English « Forest »); players of 2 to 6 seats.
    const slips = all().flatMap((p) =>
      describeSlips(p.what, p.fr, [...frenchStyleSlips(p.fr).filter((s) => s.check === 'english-land'), ...agreementSlips(p.fr, p.state.players)]),
    );
    expect(new Set(drills.map((d) => d.state.players.length)).size).toBeGreaterThan(2);
    expect(slips.slice(0, 10).join('\n')).toBe('');
  });

  it('says a few drills as written here by hand', () => {
    const still = drills.find((d) => d.facts.topic === 'still-chooses' && d.facts.yes)!;
    const p = still.answer.yes && still.facts.topic === 'still-chooses' ? still.facts.player : '';
    expect(fr.drill(still).answerText).toBe(`Oui, ${p} choisit un terrain`);
    const rituel = drills.find((d) => d.topic === 'rituel')!;
    expect(fr.drill(rituel).statedTitle).toBe('Ce que veut chaque joueur');
    expect(fr.drill(rituel).answerText).toMatch(new RegExp(`^${rituel.answer.seat} lance en premier\u202f; il reste dans la main d(e |’)`));
  });
});
