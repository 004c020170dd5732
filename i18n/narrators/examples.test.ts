// The narrators on the worked examples as the simulator shows them: verdict lines, "Copy as text",
// what is resolving, the stack. English as written out below; French carries no English.
import { describe, expect, it } from 'vitest';
import { timeline, walkthrough } from '@/engine';
import type { Scenario, StepClaim } from '@/engine';
import { examples as listExamples } from '@/content/library';
import { narratorFor } from './index';
import './fr';
import { terminologySlips } from './fr/terminology';

/** The engine's walkthrough of an example, with its authored claims (`claims` to replace some). */
const walkOf = (ex: { scenario: Scenario; steps: { expect: StepClaim }[] }, claims = ex.steps.map((s) => s.expect)) =>
  walkthrough(timeline(ex.scenario), claims, ex.scenario.decisions ?? []);

const en = narratorFor('en');
const fr = narratorFor('fr');
const URL = 'https://apnap.example/examples/x/1';

/** Words of the simulator's English around the engine's lines, never French. */
const ENGLISH = /\b(?:the|step|of|players?|turn|order|life|active|resolving|refused|engine|now|to|choose|stack|waiting|controlled|by|agrees|chooses|first|after|again|next|nobody|happens|automatically|finished|effect)\b/i;

describe('verdicts and "Copy as text" on every worked example', () => {
  const examples = listExamples();
  it('English says one step of "Copy as text" as written here (the step after Cy’s choice)', () => {
    const ex = examples.find((e) => e.slug === 'sacrifice-three-players')!;
    expect(en.copyText(ex, walkOf(ex), 1, 'https://apnap.example/examples/sacrifice-three-players/2')).toBe(
      [
        "Each player sacrifices a creature: three players, Cy's turn — step 2 of 5",
        'Players in turn order: Ana: 20 life, Ben: 20 life, Cy (active player): 20 life.',
        'Resolving: Each player sacrifices a creature, controlled by Ana.',
        '',
        '1. “Each player sacrifices a creature” resolves (controller Ana, active player Cy). (608.2) Each player chooses a creature they control in APNAP order, starting with Cy, the active player (not Ana, who controls the effect): Cy, Ana, Ben. (101.4)',
        '2. Cy chooses Llanowar Elves to sacrifice. (101.4)',
        '',
        'Now: Ana to choose — Choose a creature you control to sacrifice. (101.4)',
        'https://apnap.example/examples/sacrifice-three-players/2',
      ].join('\n'),
    );
    // Who is asked next is said once, by the line under the verdict ("Now: Ana to choose"), not again in it.
    expect(en.verdict(walkOf(ex)[1]!)).toEqual({ kind: 'agrees', text: 'Engine agrees: Cy chooses first (101.4).' });
  });

  it('French has the same kind of verdict, the same rule numbers, and no English', () => {
    let n = 0;
    for (const ex of examples) {
      const walk = walkOf(ex);
      walk.forEach((s, i) => {
        const vEn = en.verdict(s);
        const vFr = fr.verdict(s);
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
          .reduce((t, x) => t.split(x).join(' '), text)
          // « équipe active » is French (805.4a in French, french.md), though its adjective is spelt as in English.
          .replace(/équipes? actives?/g, ' ');
        expect(bare, text).not.toMatch(ENGLISH);
        for (const r of en.copyText(ex, walk, i, URL).match(/\b\d{3}\.\d+[a-z]?\b/g) ?? []) expect(text).toContain(r);
      });
    }
    expect(n).toBeGreaterThan(50);
  });

  it('says a disagreement in French, one line per wrong claim (like the English)', () => {
    const ex = listExamples().find((e) => e.slug === 'sacrifice-three-players')!;
    const claim = { kind: 'action' as const, player: 'Nobody', next: null, rules: ['999.9'], cards: ['no-card'] };
    const walk = walkOf(ex, ex.steps.map((s, i) => (i === 1 ? claim : s.expect)));
    const vEn = en.verdict(walk[1]!);
    const vFr = fr.verdict(walk[1]!);
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
    const walk = walkOf(ex);
    const active = ex.scenario.activePlayer;
    expect(fr.copyText(ex, walk, 0, URL).split('\n')[1]).toContain(`${active} (joueur actif)\u202f: 20 points de vie`);
    expect(fr.resolving(walk[0]!.state)).toMatch(/^Chaque joueur sacrifie une créature \(contrôleur\u202f: \w+\)$/);
  });
});
