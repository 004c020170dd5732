// The computed APNAP map: a row for each rule that says APNAP order (from the CR data), each family
// rule that means it, every content/family.json row kept; coverage counted from the examples' own
// rules and the family rows. A new edition's APNAP rule adds a row by itself.
import { describe, expect, it } from 'vitest';
import { apnapInputs, family } from '@/content/library';
import { apnapRules } from '@/content/cr/reader';
import { apnapRules as heldApnapRules } from '@/content/cr/history';
import { apnapMap, rulesNamed, type MapInputs } from './apnap-map';

describe('the computed APNAP map', () => {
  const map = apnapMap(apnapInputs(apnapRules()));

  it('has a row for every rule of 2026-01-16 that says APNAP order, every implied rule, and every family row', () => {
    const covered = (id: string) => map.rows.some((r) => r.id === id || r.covers.includes(id));
    expect(apnapRules()).toHaveLength(18);
    for (const id of [...apnapRules(), ...map.implied.all]) expect(covered(id), id).toBe(true);
    expect(map.rows.filter((r) => r.family).map((r) => r.id)).toEqual(family('en').map((r) => r.id));
  });

  it('counts the coverage: 18 of the 18 rules that say it, 11 of the 14 that mean it', () => {
    expect(map.saying.simulated).toEqual(['101.4', '101.4d', '405.3', '500.7', '603.3b', '608.2e', '608.2f', '613.7m', '616.1', '701.22c', '701.23i', '701.30c', '701.44d', '701.50d', '701.55d', '703.4k', '802.4', '802.5']);
    expect(map.rows.find((r) => r.id === '701.22c')?.examples).toEqual(['myr-custodian-scry']);
    expect(map.rows.find((r) => r.id === '701.23i')?.examples).toEqual(['veteran-explorer-search']);
    expect(map.rows.find((r) => r.id === '701.30c')?.examples).toEqual(['broken-ambitions-clash']);
    expect(map.implied.all).toHaveLength(14);
    expect(map.implied.simulated).toHaveLength(11);
    expect(map.rows.find((r) => r.id === '121.2c')?.examples).toEqual(['wheel-of-fortune-laboratory-maniac']);
    expect(map.rows.find((r) => r.id === '701.44d')?.examples).toEqual(['each-creature-explores-apnap', 'hakbal-of-the-surging-soul']);
    expect(map.rows.find((r) => r.id === '701.50d')?.examples).toEqual(['change-of-plans-connive', 'each-creature-connives-apnap']);
    // 802.4, 802.5 and 703.4k: one family row, its combat example (issue 48).
    expect(map.rows.find((r) => r.id === '802.4')).toMatchObject({ covers: ['802.4', '802.4a', '802.4b', '802.5', '703.4k'], examples: ['attack-several-players-blocks'] });
    // 608.2f's second sentence: Soulfire Eruption, the CR's own example (issue 48).
    expect(map.rows.find((r) => r.id === '608.2f')?.examples).toEqual(['soulfire-eruption-targets']);
    // Honest gap: 805.6a has no example yet.
    expect(map.rows.find((r) => r.id === '805.6a')?.examples).toEqual([]);
  });

  it('reads the rules a row names, ranges expanded', () => {
    expect(rulesNamed('101.4, 101.4a–d')).toEqual(['101.4', '101.4a', '101.4b', '101.4c', '101.4d']);
    expect(rulesNamed('805.6, 805.7 (810.2)')).toEqual(['805.6', '805.7', '810.2']);
  });

  it('adds a row by itself for an APNAP rule a new edition adds, with its example once one declares it', () => {
    const inputs: MapInputs = { saying: ['101.4', '999.9a'], implied: [], family: [{ id: '101.4', rules: '101.4', examples: ['a'] }], examples: [{ slug: 'a', rule: '101.4' }] };
    const before = apnapMap(inputs);
    expect(before.rows.map((r) => [r.id, r.family, r.examples])).toEqual([
      ['101.4', true, ['a']],
      ['999.9a', false, []],
    ]);
    expect(before.saying.simulated).toEqual(['101.4']);
    const after = apnapMap({ ...inputs, examples: [...inputs.examples, { slug: 'b', rule: '999.9a' }] });
    expect(after.rows.find((r) => r.id === '999.9a')!.examples).toEqual(['b']);
    expect(after.saying.simulated).toEqual(['101.4', '999.9a']);
  });

  it('follows the data: an older held edition says APNAP order in other rules, and its map would have them', () => {
    const old = heldApnapRules('2015-01-23');
    const oldMap = apnapMap({ saying: old, implied: [], family: [], examples: [] });
    expect(oldMap.rows.map((r) => r.id)).toEqual(old);
    expect(old).not.toEqual(apnapRules());
  });
});
