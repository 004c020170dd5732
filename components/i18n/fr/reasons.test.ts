// The facts the French reason is said from must be the engine's: rebuilt in English from those
// facts alone, they give the engine's own `reason` for every pending decision of the corpus.
import { describe, expect, it } from 'vitest';
import { samples } from '../testing/corpus';
import { reasonFacts, type ReasonFacts } from './reasons';

const listEn = (xs: readonly string[]) => (xs.length < 2 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);
const NEW_ROUND = 'Every card is chosen; the cards are revealed and each player chooses war or peace in a new APNAP round, starting with the active player';

function reasonEn(f: ReasonFacts): string {
  const p = f.player;
  switch (f.kind) {
    case 'place':
      return p === f.active
        ? `${p} is the active player, so ${p} puts their abilities on the stack first (603.3b).`
        : `Starting with ${f.active}, the active player, ${p} is the next player in turn order with abilities waiting (603.3b).`;
    case 'target':
      return `${p} chooses a target for each ability as it is put on the stack (603.3d), in the order chosen.`;
    case 'several':
      return f.question === 'war-or-peace'
        ? `${p} makes several choices one after another, one for each Archangel of Strife, in the order the Archangels were chosen: war or peace for ${String(f.params.controller)}'s ${String(f.params.name)} is next.`
        : `${p} makes several choices in the order specified (artifact, creature, enchantment, land): ${String(f.params.type)} is next.`;
    case 'first':
      if (f.style === 'councils-judgment') return `Council's Judgment says "starting with you": ${p}, its controller, votes first (Vote, 701.38).`;
      if (f.style === 'hypergenesis') return f.repeat ? `The process repeats, starting with ${p}, the controller, again.` : `Hypergenesis says "starting with you": ${p}, its controller, goes first.`;
      if (f.style === 'rituel-errata') return `Rituel says "starting with you": ${p}, the caster, chooses first.`;
      return f.newRound ? `${NEW_ROUND} (614.12a): ${p} is the active player.` : `${p} is the active player.`;
    case 'next': {
      const idle = f.idle.length ? ` ${listEn(f.idle)} had nothing to choose.` : '';
      if (f.style === 'councils-judgment') return `Starting with ${f.controller} (the controller), ${p} votes next.${idle}`;
      if (f.style === 'hypergenesis') return `Starting with ${f.controller} (the controller), ${p} is next in turn order.${idle}`;
      if (f.style === 'rituel-errata') return `Starting with ${f.controller} (the caster), ${p} is next in turn order.${idle}`;
      return `${p} is next in turn order after ${f.prev}.${idle}`;
    }
  }
}

describe('reason facts', () => {
  it('rebuild the engine’s reason for every pending decision of the corpus', () => {
    const { pendings } = samples();
    const kinds = new Set<string>();
    for (const { pending, state } of pendings) {
      const f = reasonFacts(state, pending);
      kinds.add(f.kind === 'first' || f.kind === 'next' ? `${f.kind}:${f.style}` : f.kind);
      expect(reasonEn(f), pending.question).toBe(pending.reason);
    }
    expect(kinds.size).toBeGreaterThanOrEqual(10);
  });
});
