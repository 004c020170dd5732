// Drills in French: the story has the English story's lines (same count, same rules cited) in
// French, and "who chooses next?" says its why from the engine's pending decision. Every topic's
// words: practice-words.test.ts.
import { describe, expect, it } from 'vitest';
import { drillLinkMessage, generateDrill, readDrillLink, TOPIC_IDS } from '@/engine/practice';
import { narratorFor } from '../narrator';
import { terminologySlips } from '../terminology';
import { drillStoryFr, drillWordsFr, TOPIC_FR } from './practice';

const RULE = /\b\d{3}\.\d+[a-z]?\b/g;

describe('drills in French', () => {
  it('every topic has a French title and blurb citing the English blurb’s rules', async () => {
    const { TOPICS } = await import('@/engine/practice/generator');
    for (const t of TOPICS) {
      expect(narratorFor('fr').practiceTopic(t)).toBe(TOPIC_FR[t.id]);
      expect(narratorFor('en').practiceTopic(t)).toEqual({ title: t.title, blurb: t.blurb });
      expect(TOPIC_FR[t.id].title).toMatch(/\S/);
      expect(terminologySlips(TOPIC_FR[t.id].blurb)).toEqual([]);
      for (const r of t.blurb.match(RULE) ?? []) expect(TOPIC_FR[t.id].blurb).toContain(r);
    }
  });

  it('tells the same story, line for line, in French', () => {
    let lines = 0;
    for (const topic of TOPIC_IDS) {
      for (let seed = 0; seed < 25; seed++) {
        const d = generateDrill(seed, topic);
        const fr = drillStoryFr(d);
        expect(fr.length, `${topic} ${seed}`).toBe(d.story.length);
        fr.forEach((line, i) => {
          expect(line).not.toBe(d.story[i]);
          expect(terminologySlips(line.replace(/[A-Z][\w’']*(?: (?:of|the|[A-Z][\w’']*))*/g, ' '))).toEqual([]);
          for (const r of d.story[i]!.match(RULE) ?? []) expect(line).toContain(r);
        });
        lines += fr.length;
      }
    }
    expect(lines).toBeGreaterThan(50);
  });

  it('asks "who chooses next?" in French, with the engine’s answer and rule', () => {
    for (let seed = 0; seed < 40; seed++) {
      const d = generateDrill(seed, 'who-chooses-next');
      const t = drillWordsFr(d);
      expect(t.answerText).toBe(d.answerText);
      expect(t.question).toMatch(/se résout\. Qui fait le prochain choix/);
      for (const r of d.why.match(RULE) ?? []) expect(t.why).toContain(r);
    }
  });
});

describe('a drill link that cannot be shown, in French', () => {
  const QUERIES = ['seed=1&topic=rituel', 'v=0&seed=1&topic=rituel', 'v=9&seed=1&topic=rituel', 'v=1&topic=rituel', 'v=1&seed=abc&topic=rituel', 'v=1&seed=4294967296&topic=rituel', 'v=1&seed=1', 'v=1&seed=1&topic=stack'];
  it('says every problem from its code and params, with the same numbers, and the English narrator the engine’s message', () => {
    const codes = new Set<string>();
    for (const q of QUERIES) {
      const link = readDrillLink(q);
      if (link.kind !== 'problem') throw new Error(`${q} is not a problem`);
      codes.add(link.problem.code);
      expect(link.message).toBe(drillLinkMessage(link.problem));
      expect(narratorFor('en').drillLinkProblem(link)).toBe(link.message);
      const fr = narratorFor('fr').drillLinkProblem(link);
      expect(fr).not.toBe(link.message);
      for (const n of link.message.match(/v=\d+|\b\d+\b/g) ?? []) expect(fr.replace(/\u202f/g, ''), q).toContain(n);
      // Topic ids are the URL's own words (« trigger-order »), quoted as they are.
      expect(terminologySlips(fr.replace(/«[^»]*»/g, ' '))).toEqual([]);
    }
    expect(codes.size).toBe(7);
  });
});
