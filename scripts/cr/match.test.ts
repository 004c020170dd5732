import { describe, expect, it } from 'vitest';
import type { CrEntry } from '@/content/cr/format';
import { kindOf } from '@/content/cr/format';
import { buildDataset } from './dataset';
import { matchEditions } from './match';

const entry = (id: string, text: string, examples: string[] = []): CrEntry => ({ id, kind: kindOf(id)!, text, examples });
const VOTE = 'Some spells and abilities instruct players to vote for one choice from a list of options.';
const GOAD = 'To goad a creature means that until your next turn, that creature attacks each combat if able.';

describe('matchEditions', () => {
  it('follows a rule whose number changed and keeps the rule that took its number apart', () => {
    const prev = [entry('701.32', 'Vote'), entry('701.32a', VOTE), entry('701.38', 'Goad'), entry('701.38a', GOAD)];
    const next = [entry('701.32', 'Goad'), entry('701.32a', GOAD), entry('701.38', 'Vote'), entry('701.38a', VOTE)];
    expect(matchEditions(prev, next)).toEqual([2, 3, 0, 1]);
  });

  it('treats a change of quote style or spacing as the same text', () => {
    expect(matchEditions([entry('101.4a', 'they\'re  chosen "here"')], [entry('101.4b', 'they’re chosen “here”')])).toEqual([0]);
  });

  it('continues a rule reworded in place, and one moved and reworded', () => {
    const prev = [entry('603.3b', 'each player puts each triggered ability he or she controls on the stack in any order he or she chooses'), entry('806.7b', 'The Active Player, Nonactive Player order rule is modified for Two-Headed Giant play.')];
    const next = [entry('603.3b', 'each player puts each triggered ability they control on the stack in any order they choose'), entry('805.6', 'The Active Player, Nonactive Player order rule is modified if the shared team turns option is used.')];
    expect(matchEditions(prev, next)).toEqual([0, 1]);
  });

  it('does not continue a number whose new text is another rule, nor a heading as a rule', () => {
    expect(matchEditions([entry('702.5', 'Enchant')], [entry('702.5', 'Flying')])).toEqual([-1]);
    expect(matchEditions([entry('702', 'Vote')], [entry('702.1', 'Vote')])).toEqual([-1]);
  });
});

describe('buildDataset', () => {
  const { current, history } = buildDataset([
    { date: '2025-04-04', entries: [entry('701.32', 'Vote'), entry('701.32a', VOTE, ['A player\'s vote.'])], glossary: [{ term: 'Vote', definition: 'See rule 701.32.' }] },
    { date: '2025-06-06', entries: [entry('701.38', 'Vote'), entry('701.38a', VOTE, ['A player’s vote.'])], glossary: [{ term: 'Vote', definition: 'See rule 701.38.' }] },
    { date: '2026-01-16', entries: [entry('701.38', 'Vote'), entry('701.38a', VOTE, ['A player’s vote.'])], glossary: [{ term: 'Vote', definition: 'See rule 701.38.' }] },
  ]);
  const text = (i: number) => [...current.texts, ...history.texts][i];

  it('makes a version per number and wording, its text as printed in its newest edition', () => {
    expect(history.lineages).toHaveLength(2);
    const sub = history.lineages[1]!;
    expect(sub.map(([from, to, id]) => [from, to, id])).toEqual([
      [0, 0, '701.32a'],
      [1, 2, '701.38a'],
    ]);
    expect(text(sub[1]![4][0]!)).toBe('A player’s vote.');
    expect(current.entries.map(([id, , , since]) => [id, since])).toEqual([
      ['701.38', 1],
      ['701.38a', 1],
    ]);
  });

  it('stores each distinct text once over both files', () => {
    const all = [...current.texts, ...history.texts];
    expect(new Set(all).size).toBe(all.length);
    expect(history.glossary).toEqual([['Vote', [[0, 0, all.indexOf('See rule 701.32.')], [1, 2, all.indexOf('See rule 701.38.')]]]]);
  });

  it('refuses editions out of order', () => {
    expect(() => buildDataset([{ date: '2026-01-16', entries: [], glossary: [] }, { date: '2025-06-06', entries: [], glossary: [] }])).toThrow(/oldest first/);
  });
});
