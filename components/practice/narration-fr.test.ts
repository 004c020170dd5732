// Drills in both languages, through their narrators (i18n/narrators/{en,fr}/practice.ts): the
// topics, the story (the same engine lines, same count, same rules cited), "who chooses next?"
// with the engine's answer and rule, a drill link's problems, and the flash a version 2 premise
// states. Every topic's words: narration-words.test.ts.
import { describe, expect, it } from 'vitest';
import { generateDrill, readDrillLink, TOPIC_IDS } from '@/engine/practice';
import { terminologySlips } from '@/i18n/narrators/fr/terminology';
import { englishPractice } from '@/i18n/narrators/en/practice';
import { frenchPractice } from '@/i18n/narrators/fr/practice';
import { loadPracticeNarrator } from '@/i18n/narrators/practice';

const RULE = /\b\d{3}\.\d+[a-z]?\b/g;

describe('drills in French and English', () => {
  it('loads the narrator of the page’s language', async () => {
    expect(await loadPracticeNarrator('en')).toBe(englishPractice);
    expect(await loadPracticeNarrator('fr')).toBe(frenchPractice);
  });

  it('every topic has a title and blurb in both languages, the French citing the English blurb’s rules', () => {
    expect(englishPractice.topic('who-chooses-next')).toEqual({ title: 'Who chooses next?', blurb: 'Click the seat of the player who makes the next choice (101.4, APNAP order).' });
    for (const id of TOPIC_IDS) {
      const en = englishPractice.topic(id);
      const fr = frenchPractice.topic(id);
      expect(en.title).toMatch(/\?$/);
      expect(fr.title).toMatch(/\u202f\?$/);
      expect(terminologySlips(fr.blurb)).toEqual([]);
      expect(en.blurb.match(RULE)?.length).toBeGreaterThan(0);
      for (const r of en.blurb.match(RULE) ?? []) expect(fr.blurb).toContain(r);
    }
  });

  it('tells the same story, line for line, in French', () => {
    let lines = 0;
    for (const topic of TOPIC_IDS) {
      for (let seed = 0; seed < 25; seed++) {
        const d = generateDrill(seed, topic);
        const en = englishPractice.drill(d).story;
        const fr = frenchPractice.drill(d).story;
        expect(en.length, `${topic} ${seed}`).toBe(d.story.length);
        expect(fr.length, `${topic} ${seed}`).toBe(d.story.length);
        fr.forEach((line, i) => {
          expect(line).not.toBe(en[i]);
          expect(terminologySlips(line.replace(/[A-Z][\w’']*(?: (?:of|the|[A-Z][\w’']*))*/g, ' '))).toEqual([]);
          for (const r of en[i]!.match(RULE) ?? []) expect(line).toContain(r);
        });
        lines += fr.length;
      }
    }
    expect(lines).toBeGreaterThan(50);
  });

  it('asks "who chooses next?" in French, with the engine’s answer and rule', () => {
    for (let seed = 0; seed < 40; seed++) {
      const d = generateDrill(seed, 'who-chooses-next');
      const en = englishPractice.drill(d);
      const fr = frenchPractice.drill(d);
      expect(fr.answerText).toBe(d.answer.seat);
      expect(en.answerText).toBe(d.answer.seat);
      expect(fr.question).toMatch(/se résout\. Qui fait le prochain choix/);
      expect(en.question).toMatch(/ is resolving\. Who makes the next choice\?$/);
      for (const r of en.why.match(RULE) ?? []) expect(fr.why).toContain(r);
    }
  });

  it('says flash where a version 2 drill has a sorcery cast on another player’s turn, and only there', () => {
    for (const topic of ['rituel', 'trigger-order'] as const) {
      for (let seed = 0; seed < 40; seed++) {
        const d = generateDrill(seed, topic);
        const other = d.scenario.effect.controller !== d.scenario.activePlayer;
        expect(englishPractice.drill(d).question.includes(' with flash on '), `${topic} ${seed}`).toBe(other);
        expect(frenchPractice.drill(d).question.includes(', qui a le flash, pendant '), `${topic} ${seed}`).toBe(other);
      }
    }
    // Version 1 (its links keep their drill) never said it.
    expect(englishPractice.drill(generateDrill(42, 'trigger-order', 1)).question).toMatch(/^Cy casts Wrath of God on Ben's turn\./);
    expect(englishPractice.drill(generateDrill(42, 'trigger-order')).question).toMatch(/^Cy casts Wrath of God with flash on Ben's turn\./);
  });
});

describe('a drill link that cannot be shown', () => {
  const QUERIES = ['seed=1&topic=rituel', 'v=0&seed=1&topic=rituel', 'v=9&seed=1&topic=rituel', 'v=2&topic=rituel', 'v=2&seed=abc&topic=rituel', 'v=2&seed=4294967296&topic=rituel', 'v=2&seed=1', 'v=2&seed=1&topic=stack'];
  const problem = (q: string) => {
    const link = readDrillLink(q);
    if (link.kind !== 'problem') throw new Error(`${q} is not a problem`);
    return link.problem;
  };
  it('says each problem in English, as written here', () => {
    expect(englishPractice.linkProblem(problem('v=0&seed=1&topic=rituel'))).toBe(
      'This drill link is from an older version of the drill generator (v=0); this site now makes version 2 drills, so it would not show the same drill.',
    );
    expect(englishPractice.linkProblem(problem('v=9&seed=1&topic=rituel'))).toBe('This drill link is from a newer version of the drill generator (v=9) than this site knows (v=2).');
    expect(englishPractice.linkProblem(problem('seed=1&topic=rituel'))).toMatch(/no generator version/);
    expect(englishPractice.linkProblem(problem('v=2&seed=abc&topic=rituel'))).toBe('This drill link\'s seed "abc" is not a whole number from 0 to 4294967295.');
    expect(englishPractice.linkProblem(problem('v=2&topic=rituel'))).toBe("This drill link's seed is missing.");
    expect(englishPractice.linkProblem(problem('v=2&seed=1&topic=stack'))).toMatch(/^This drill link's topic "stack" is not one of who-chooses-next, /);
  });
  it('says every problem in French from its code and params, with the same numbers', () => {
    const codes = new Set<string>();
    for (const q of QUERIES) {
      const p = problem(q);
      codes.add(p.code);
      const en = englishPractice.linkProblem(p);
      const fr = frenchPractice.linkProblem(p);
      expect(fr).not.toBe(en);
      for (const n of en.match(/v=\d+|\b\d+\b/g) ?? []) expect(fr.replace(/\u202f/g, ''), q).toContain(n);
      // Topic ids are the URL's own words (« trigger-order »), quoted as they are.
      expect(terminologySlips(fr.replace(/«[^»]*»/g, ' '))).toEqual([]);
    }
    expect(codes.size).toBe(7);
    expect(frenchPractice.linkProblem(problem('v=0&seed=1&topic=rituel'))).toMatch(/^Ce lien d’exercice vient d’une ancienne version/);
  });
});
