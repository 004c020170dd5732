// The narrators on the worked examples as the simulator shows them: verdict lines, "Copy as text",
// what is resolving, the stack. English is the simulator's own; French carries no English.
import { describe, expect, it } from 'vitest';
import { timeline } from '@/engine';
import { examples as listExamples } from '@/content/library';
import { buildWalkthrough } from '@/components/simulator/walkthrough';
import { shareInputFrom, shareText } from '@/components/simulator/share-text';
import { resolvingText } from '@/components/simulator/view-props';
import { narratorFor } from './narrator';
import './narrate-fr';
import { terminologySlips } from './terminology';

const en = narratorFor('en');
const fr = narratorFor('fr');
const URL = 'https://apnap.example/examples/x/1';

/** Words of the simulator's English around the engine's lines, never French. */
const ENGLISH = /\b(?:the|step|of|players?|turn|order|life|active|resolving|refused|engine|now|to|choose|stack|waiting|controlled|by|agrees|chooses|first|after|again|next|nobody|happens|automatically|finished|effect)\b/i;

describe('verdicts and "Copy as text" on every worked example', () => {
  const examples = listExamples();
  it('English is exactly what the simulator built before', () => {
    for (const ex of examples) {
      const walk = buildWalkthrough(ex, timeline(ex.scenario));
      walk.forEach((s, i) => {
        expect(en.verdict(ex.steps[i]?.expect, s as never, walk[i - 1] as never)).toEqual(s.verdict);
        expect(en.copyText(ex, walk, i, URL)).toBe(shareText(shareInputFrom(ex, walk, i, resolvingText(s.state), URL)));
      });
    }
  });

  it('French has the same kind of verdict, the same rule numbers, and no English', () => {
    let n = 0;
    for (const ex of examples) {
      const walk = buildWalkthrough(ex, timeline(ex.scenario));
      walk.forEach((s, i) => {
        const prev = walk[i - 1];
        const vEn = en.verdict(ex.steps[i]?.expect, s as never, prev as never);
        const vFr = fr.verdict(ex.steps[i]?.expect, s as never, prev as never);
        expect(vFr.kind).toBe(vEn.kind);
        if (vFr.kind === 'agrees' && vEn.kind === 'agrees') {
          for (const r of vEn.text.match(/\d{3}\.\d+[a-z]?/g) ?? []) expect(vFr.text).toContain(r);
          const bare = s.state.players.reduce((t, p) => t.split(p).join(' '), vFr.text);
          expect(bare).not.toMatch(ENGLISH);
          expect(terminologySlips(bare)).toEqual([]);
          n++;
        }
        const text = fr.copyText(ex, walk, i, URL);
        const bare = [ex.title, URL, ...s.state.players, ...Object.values(s.state.cards).map((c) => c.name), fr.effectName(ex.scenario.effect.id)]
          .sort((a, b) => b.length - a.length)
          .reduce((t, x) => t.split(x).join(' '), text);
        expect(bare, text).not.toMatch(ENGLISH);
        for (const r of en.copyText(ex, walk, i, URL).match(/\b\d{3}\.\d+[a-z]?\b/g) ?? []) expect(text).toContain(r);
      });
    }
    expect(n).toBeGreaterThan(50);
  });

  it('says a disagreement in French, one line per wrong claim (like the English)', () => {
    const ex = listExamples().find((e) => e.slug === 'sacrifice-three-players')!;
    const walk = buildWalkthrough(ex, timeline(ex.scenario));
    const claim = { kind: 'action' as const, player: 'Nobody', next: null, rules: ['999.9'], cards: ['no-card'] };
    const vEn = en.verdict(claim, walk[1] as never, walk[0] as never);
    const vFr = fr.verdict(claim, walk[1] as never, walk[0] as never);
    expect(vFr.kind).toBe('disagrees');
    if (vFr.kind !== 'disagrees' || vEn.kind !== 'disagrees') return;
    expect(vFr.problems).toHaveLength(vEn.problems.length);
    expect(vFr.problems[0]).toBe('La narration décrit une étape d’action\u202f: l’étape du moteur est une étape de décision.');
    expect(vFr.problems.join(' ')).toContain('999.9');
    const st = walk[1]!.state;
    const names = ['Nobody', 'no-card', ...st.players, ...Object.values(st.cards).map((c) => c.name)];
    for (const p of vFr.problems) expect(names.reduce((t, n) => t.split(n).join(' '), p)).not.toMatch(ENGLISH);
  });

  it('reads well on one step (checked by hand)', () => {
    const ex = listExamples().find((e) => e.slug === 'sacrifice-three-players')!;
    const walk = buildWalkthrough(ex, timeline(ex.scenario));
    const active = ex.scenario.activePlayer;
    expect(fr.copyText(ex, walk, 0, URL).split('\n')[1]).toContain(`${active} (joueur actif)\u202f: 20 points de vie`);
    expect(fr.resolving(walk[0]!.state)).toMatch(/^Chaque joueur sacrifie une créature \(contrôleur\u202f: \w+\)$/);
  });
});
