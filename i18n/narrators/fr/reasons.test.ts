// Why a player is asked, in French: said from the engine's facts (`pending.why`) on every pending
// decision of the corpus, naming everyone the facts name.
import { describe, expect, it } from 'vitest';
import { samples } from '@/components/i18n/testing/corpus';
import { reasonFr } from './reasons';
import { typeWord } from './text';

describe('why a player is asked, in French', () => {
  it('says every kind of reason of the corpus, naming the players and types of its facts', () => {
    const kinds = new Set<string>();
    for (const { pending } of samples().pendings) {
      const w = pending.why;
      kinds.add(w.kind === 'first' ? `first:${w.style}:${w.repeat}:${w.newRound}` : w.kind === 'next' ? `next:${w.style}` : w.kind);
      const fr = reasonFr(w);
      expect(fr).toContain(w.player);
      // 805.7: a team placing is named by its players (a nonactive team is "the next team in turn order").
      if (w.kind === 'place') for (const p of w.team ?? [w.active]) expect(fr).toContain(p);
      // APNAP (and Curse of Echoes' copies, in APNAP order) count from the previous player; a card's "starting with you" from its controller.
      if (w.kind === 'next') expect(fr).toContain(['apnap', 'curse-of-echoes', 'explore', 'connive'].includes(w.style) ? w.prev : w.controller);
      if (w.kind === 'next') for (const idle of w.idle) expect(fr).toContain(idle);
      if (w.kind === 'several') for (const t of w.types) expect(fr).toContain(typeWord(t));
    }
    // place, target, several, the first player of each style (and a repeated pass, a new round), the next.
    expect(kinds.size).toBeGreaterThanOrEqual(12);
  });
});
