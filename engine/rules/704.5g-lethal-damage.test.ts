// 704.5g: a creature with toughness greater than 0 whose marked damage is at least its toughness is
// destroyed. Its boundaries, with toughness as the file gives it (208.1).
import { describe, expect, it } from 'vitest';
import type { Draft } from '../core/state';
import type { ScenarioCard } from '../core/types';
import { isLethal } from './704.5g-lethal-damage';

const creature = (id: string, toughness?: number): ScenarioCard => ({ id, name: id, owner: 'Ana', zone: 'battlefield', types: ['creature'], manaValue: 2, power: 2, toughness });
// isLethal reads only the file's cards: a draft holding them is enough here.
const draft = { scenario: { cards: [creature('bears', 2), creature('wall', 0), creature('token')] } } as unknown as Draft;

describe('704.5g: lethal damage', () => {
  it('is damage at least the toughness: 1 on a 2-toughness creature is not, 2 and 3 are', () => {
    expect([1, 2, 3].map((n) => isLethal(draft, 'bears', n))).toEqual([false, true, true]);
  });
  it('is never lethal on toughness 0 (that creature dies by 704.5f, not by damage) nor without a toughness', () => {
    expect(isLethal(draft, 'wall', 5)).toBe(false);
    expect(isLethal(draft, 'token', 5)).toBe(false);
    expect(isLethal(draft, 'nobody', 5)).toBe(false);
  });
});
