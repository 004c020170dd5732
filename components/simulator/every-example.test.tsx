// Every worked example of content/ (English), through the engine and the rendered simulator:
//  1. the walkthrough, stepped to its last step: counter, authored narration and the engine's
//     agreeing verdict at every step (test-walk.ts);
//  2. "Try it yourself": the first authored decision made by the wrong player is refused with an
//     alert naming who must choose and the rule, and leaves the table as it was; made by the right
//     player it is accepted and logs what the walkthrough logged for that step.
// Everything is derived from the example's file: adding an example adds a test. The browser walks
// a few representative examples (e2e/examples.spec.ts); this walks them all.
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { exampleFiles, type Example } from '@/content/library';
import type { Decision, ScenarioCard } from '@/engine/types';
import { lines, walkToTheEnd } from './test-walk';

const EXAMPLES: Example[] = exampleFiles().map(({ example }) => example);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const normalise = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

/** 603.3b: an ordering decision lists ability ids ("artist:bears"); a target decision names a player. */
const isOrder = (decision: Decision) => decision.choice.length > 0 && decision.choice.every((c) => c.includes(':'));
const isTarget = (example: Example, decision: Decision) =>
  decision.choice.length === 1 && example.scenario.players.includes(decision.choice[0]!) && !example.scenario.cards.some((c) => c.id === decision.choice[0]);

/** "Blood Artist’s ability (Grizzly Bears died)", as the ordering control names ability `artist:bears`. */
function abilityLabel(example: Example, id: string): string {
  const [source, died] = id.split(':');
  const cards = example.scenario.cards;
  const name = (card: string | undefined) => cards.find((c) => c.id === card)?.name ?? card;
  // A creature that died is told apart by its owner when another card has its name.
  const diedName = () => {
    const c = cards.find((x) => x.id === died);
    return c && cards.some((x) => x.id !== c.id && x.name === c.name) ? `${c.owner}’s ${c.name}` : name(died);
  };
  return `${name(source)}’s ability (${source === died ? 'itself' : diedName()} died)`;
}

/** A card's tile: "<name>, <types>, …, controlled by X" on the battlefield, "…, owned by X" elsewhere. */
function tileName(card: ScenarioCard): RegExp {
  const by = card.zone === 'battlefield' ? (card.controller ?? card.owner) : card.owner;
  return new RegExp(`^${escape(card.name)}, .*\\bby ${escape(by)}\\b`);
}

type Sim = ReturnType<typeof within>;
type User = Awaited<ReturnType<typeof walkToTheEnd>>['user'];

/** Arranges a player's waiting abilities in the decision's order with the ↑ buttons, then places them. */
async function placeAbilities(sim: Sim, user: User, example: Example, decision: Decision) {
  // A player's own abilities (603.3b), or in Two-Headed Giant the team's, said by its primary player (805.7).
  const group = sim.getByRole('group', { name: new RegExp(`^${escape(decision.player)}’s (team’s )?waiting abilities`) });
  for (let k = 0; k < decision.choice.length; k++) {
    const label = abilityLabel(example, decision.choice[k]!);
    const at = lines(group).findIndex((t) => t.includes(label));
    expect(at, `${label} is listed in ${lines(group).join(' | ')}`).toBeGreaterThanOrEqual(k);
    for (let i = at; i > k; i--) await user.click(within(group).getByRole('button', { name: `Move ${label} earlier (lower on the stack)` }));
  }
  await user.click(sim.getByRole('button', { name: placeName(decision.player) }));
}

const placeName = (player: string) => new RegExp(`^Put ${escape(player)}’s (team’s )?abilities on the stack in this order$`);

/** Makes `decision.choice` through the try-it controls, as whoever is selected under "Choosing as". */
async function makeChoice(sim: Sim, user: User, example: Example, decision: Decision) {
  if (decision.choice.length === 0) return user.click(sim.getByRole('button', { name: 'Decline (choose nothing)' }));
  if (isOrder(decision)) return placeAbilities(sim, user, example, decision);
  if (isTarget(example, decision)) {
    // 805.6: a team's "who chooses first" names a player too, on its own buttons.
    const teamFirst = sim.queryByRole('button', { name: `${decision.choice[0]} chooses first` });
    return user.click(teamFirst ?? sim.getByRole('button', { name: `Target ${decision.choice[0]}` }));
  }
  const cards = new Map(example.scenario.cards.map((c) => [c.id, c]));
  for (const option of decision.choice) {
    const card = cards.get(option);
    await user.click(card ? sim.getByRole('button', { name: tileName(card) }) : sim.getByRole('button', { name: `Choose ${option}` }));
  }
  if (decision.choice.length > 1) await user.click(sim.getByRole('button', { name: /^Confirm \(/ }));
}

/** "The effect asks: <prompt> (choose …) Who chooses now? …" → "<prompt>" (also "The rules ask:", 603.3b). */
const promptOf = (text: string) =>
  text
    .replace(/^\s*The (effect|rules) asks?:\s*/, '')
    .replace(/\s*(Who chooses now\?|Whose abilities go on the stack first\?|Click “Target”|Pick one of the legal targets below)[\s\S]*$/, '')
    .replace(/\s*\(choose [^)]*\)$/, '')
    .trim();

/** Effects in which no player chooses anything: their examples have no authored decision. */
const NO_CHOICES: ReadonlySet<string> = new Set(['each-player-takes-an-extra-turn', 'wheel-of-fortune']);

describe('every worked example, in the rendered simulator', () => {
  it('covers every example file, each with steps and authored decisions', () => {
    expect(EXAMPLES.length).toBeGreaterThanOrEqual(17);
    for (const ex of EXAMPLES) {
      expect(ex.steps.length, ex.slug).toBeGreaterThan(1);
      // An effect no player makes a choice in (500.7's extra turns, 121.2c's draws) has none to author.
      if (!NO_CHOICES.has(ex.scenario.effect.id)) expect(ex.scenario.decisions?.length, `${ex.slug} has authored decisions`).toBeGreaterThan(0);
    }
  });

  for (const example of EXAMPLES) {
    it(`${example.slug}: walkthrough to the last step, then a refused and an accepted choice`, async () => {
      const { root, user, logs, pending } = await walkToTheEnd(example);
      // Nothing to try when no player chooses anything: the walkthrough is the whole example.
      if (NO_CHOICES.has(example.scenario.effect.id)) return void expect(example.steps.every((s) => s.expect.kind !== 'decision')).toBe(true);
      const sim = within(root);
      const { players } = example.scenario;
      const first = example.scenario.decisions![0]!;
      const firstDecisionStep = example.steps.findIndex((s) => s.expect.kind === 'decision');
      expect(firstDecisionStep, 'an authored decision step').toBeGreaterThan(0);
      const decisionLog = logs.get(firstDecisionStep)!;
      expect(decisionLog.length, 'the first decision step logs something').toBeGreaterThan(0);

      // Try it yourself: from the end of the walkthrough, it starts over from the beginning.
      await user.click(sim.getByRole('button', { name: 'Try it yourself' }));
      expect(sim.getByRole('button', { name: 'Try it yourself' })).toHaveAttribute('aria-pressed', 'true');
      const table = sim.getByRole('group', { name: /^Table, seen by / });
      const chooser = sim.getByRole('group', { name: 'Choosing as' });
      const undo = sim.getByRole('button', { name: 'Undo last choice' });
      const prompt = () => [...root.querySelectorAll('p')].find((p) => /^The (effect|rules) asks?:/.test(normalise(p.textContent)));
      expect(prompt(), 'the prompt').toBeDefined();
      expect(undo).toBeDisabled();
      const promptBefore = normalise(prompt()!.textContent);
      const tableBefore = normalise(table.textContent);

      // The authored first choice, made by someone who is not asked first: refused, nothing changes.
      // The engine checks who chooses before what is chosen, so any other seat works; for an order
      // (603.3b), another player who has abilities waiting puts theirs on the stack instead.
      const ordering = isOrder(first);
      const waiting = (p: string) => sim.queryByRole('group', { name: new RegExp(`^${escape(p)}’s (team’s )?waiting abilities`) });
      let wrong = players.find((p) => p !== first.player)!;
      if (ordering) for (const p of players) if (p !== first.player && waiting(p)) wrong = p;
      // A player with a single waiting ability is never asked for an order (603.3b): when no one else has
      // two, nobody else can try to order first (stolen-blood-artist), and the accepted half alone applies.
      const canRefuse = !ordering || waiting(wrong) !== null;
      if (canRefuse) {
        await user.click(within(chooser).getByRole('radio', { name: wrong }));
        if (ordering) await user.click(sim.getByRole('button', { name: placeName(wrong) }));
        else await makeChoice(sim, user, example, { player: wrong, choice: first.choice });
        const alert = normalise(sim.getByRole('alert').textContent);
        expect(alert).toContain('Refused:');
        // 805.6: a team's order is refused naming its primary player, who says it (805.2).
        const says = `\\b${escape(first.player)} chooses (first|next)\\b|\\b${escape(first.player)}, the team.s primary player\\b`;
        expect(alert).toMatch(ordering ? new RegExp(`\\b${escape(first.player)}\\b`) : new RegExp(says));
        expect(alert).toMatch(/— \d{3}\.\d+[a-z]?$/);
        expect(undo).toBeDisabled();
        expect(sim.queryByText('✓ Accepted.')).toBeNull();
        expect(normalise(prompt()!.textContent)).toBe(promptBefore);
        expect(normalise(table.textContent), 'a refused choice leaves the table as it was').toBe(tableBefore);
      }

      // The same choice by the right player: accepted, and the engine logs what the walkthrough showed.
      await user.click(within(chooser).getByRole('radio', { name: first.player }));
      await makeChoice(sim, user, example, first);
      expect(sim.queryByRole('alert')).toBeNull();
      expect(sim.getByText('✓ Accepted.')).toBeInTheDocument();
      expect(undo).toBeEnabled();
      const accepted = lines(sim.getByRole('list', { name: 'What the engine did' }));
      for (const line of decisionLog) expect(accepted, 'the accepted choice logs the walkthrough step').toContain(line);
      // An accepted order whose abilities still wait for their targets (603.3d) leaves the table as it
      // was (the target buttons are in the question's panel, not on the seats): the next question shows it.
      const changed = normalise(table.textContent) !== tableBefore || normalise(prompt()?.textContent ?? null) !== promptBefore;
      expect(changed, 'an accepted choice shows on the table or in the next question').toBe(true);
      // What the effect asks next matches the walkthrough after that decision.
      const after = pending.get(firstDecisionStep) ?? '';
      if (after.startsWith('Next: ')) {
        const asked = promptOf(normalise(prompt()!.textContent));
        expect(asked.length, 'the next prompt is shown').toBeGreaterThan(0);
        expect(after).toContain(asked);
      } else {
        expect(normalise(root.textContent)).toMatch(/The effect has finished resolving\.|No choice is pending\./);
      }
    });
  }
});
