// What the history says of the rules the site is built on, over the held editions (the archive has
// gaps, so a change is "between" two held editions, never dated more exactly).
import { describe, expect, it } from 'vitest';
import { editionAt, history, rule, ruleAt } from './history';
import { wordDiff } from './text';

const ranges = (id: string) => history(id)!.versions.map((v) => `${v.from}..${v.to} ${v.id} [${v.changed.join(',')}]`);
const changes = (a: string, b: string) => wordDiff(a, b).filter((p) => p.op !== 'same').map((p) => `${p.op === 'added' ? '+' : '-'}${p.text.trim()}`);

describe('101.4 since 2009', () => {
  it('has kept its wording (quote style aside) in every held edition; its example changed twice', () => {
    expect(ranges('101.4')).toEqual([
      '2009-07-11..2009-10-01 101.4 []',
      '2010-02-01..2017-09-25 101.4 [examples]',
      '2018-07-13..2026-01-16 101.4 [examples]',
    ]);
    const [first, second, third] = history('101.4')!.versions;
    expect(third!.text).toBe(first!.text.replace(/'/g, '’').replace(/"([^"]*)"/g, '“$1”'));
    expect(changes(first!.examples[0]!, second!.examples[0]!)).toEqual(['-players', '+players, in turn order,', '+chosen this way']);
    expect(changes(second!.examples[0]!, third!.examples[0]!)).toEqual(['-he or she', '+they', '-controls.', '+control.', '-he or she', '+they', '-controls.', '+control.']);
    expect(rule('101.4')!.since).toBe('2018-07-13');
  });
});

describe('603.3b', () => {
  it('changed between 2009-10-01 and 2010-02-01, 2017-09-25 and 2018-07-13, 2021-02-24 and 2021-04-19, and again by 2021-06-09', () => {
    expect(ranges('603.3b')).toEqual([
      '2009-07-11..2009-10-01 603.3b []',
      '2010-02-01..2017-09-25 603.3b [text]',
      '2018-07-13..2021-02-24 603.3b [text]',
      '2021-04-19..2021-04-19 603.3b [text]',
      '2021-06-09..2026-01-16 603.3b [text]',
    ]);
    const v = history('603.3b')!.versions;
    expect(changes(v[0]!.text, v[1]!.text)).toEqual(['-resolve', '+resolves']);
    expect(v[3]!.text).toMatch(/two-part process\. First, each player, in APNAP order, puts each triggered ability/);
    expect(changes(v[3]!.text, v[4]!.text)).toEqual(['-stack.', '+stack in any order they choose.']);
  });
});

describe('vote', () => {
  it('is followed through four renumberings, 701.29 to 701.38, with its wording unchanged', () => {
    const vote = history('701.38')!;
    expect(vote.renumbered).toEqual([
      { before: '2016-08-26', after: '2016-09-30', from: '701.29', to: '701.30' },
      { before: '2017-09-25', after: '2018-07-13', from: '701.30', to: '701.31' },
      { before: '2020-06-01', after: '2020-07-03', from: '701.31', to: '701.32' },
      { before: '2025-04-04', after: '2025-06-06', from: '701.32', to: '701.38' },
    ]);
    expect(vote.versions.map((v) => v.text)).toEqual(Array(5).fill('Vote'));
    expect(vote.versions[0]!.from).toBe('2014-09-26');
    expect(history('701.38a')!.versions.map((v) => v.id)).toEqual(['701.29a', '701.30a', '701.31a', '701.32a', '701.38a']);
  });

  it('says that its number meant other rules before', () => {
    expect(history('701.38')!.otherMeanings).toEqual([
      { from: '2017-09-25', to: '2017-09-25', text: 'Explore' },
      { from: '2018-07-13', to: '2020-06-01', text: 'Exert' },
      { from: '2020-07-03', to: '2025-04-04', text: 'Goad' },
    ]);
    expect(rule('701.32', '2025-04-04')!.text).toBe('Vote');
    expect(rule('701.32')!.text).toBe('Set in Motion');
  });
});

describe('805.6, Two-Headed Giant’s APNAP rule', () => {
  it('is followed from 806.6d through 806.7b to 805.6, the shared team turns option', () => {
    expect(history('805.6')!.renumbered.map((r) => `${r.from}→${r.to} ${r.after}`)).toEqual(['806.6d→806.7b 2010-02-01', '806.7b→805.6 2010-06-18']);
  });
});

describe('editions by date', () => {
  it('gives the held edition in force at a date between two, labelled with its own date', () => {
    expect(editionAt('2018-01-01')).toBe('2017-09-25');
    expect(ruleAt('101.4', '2018-01-01')!.edition).toBe('2017-09-25');
    expect(ruleAt('101.4', '2026-09-25')!.edition).toBe('2026-01-16');
    expect(ruleAt('101.4', '2009-07-11')!.edition).toBe('2009-07-11');
    expect(ruleAt('101.4', '2009-07-10')).toBeNull();
  });

  it('refuses a date it does not hold or cannot read, saying what it holds', () => {
    expect(() => rule('101.4', '2018-01-01')).toThrow('no held edition dated 2018-01-01: the held editions run from 2009-07-11 to 2026-01-16');
    expect(() => editionAt('January 2018')).toThrow('not a date (YYYY-MM-DD): January 2018');
  });

  it('keeps both entries of a number printed twice (702.30d in 2009-09-04)', () => {
    expect(rule('702.30d', '2009-09-04')!.text).toMatch(/^Objects with more than one kicker cost/);
    expect(rule('702.30d#2', '2009-09-04')!).toMatchObject({ kind: 'subrule', parent: '702.30' });
    expect(rule('702.30', '2009-09-04')!.children).toContain('702.30d#2');
  });
});
