// Worked examples end to end in the browser, one of each kind (every example is walked the same way
// through the engine and the rendered simulator by components/simulator/every-example.test.tsx, and
// in French by every-example-fr.test.tsx; the French kind is e2e/french-example.spec.ts):
//  1. the walkthrough, stepped to its end: counter, authored narration and the engine's verdict
//     ("✓ Engine agrees: …") at every step; "Next step" disabled on the last one;
//  2. "Try it yourself": the first authored decision made as the wrong player is refused with an
//     alert naming who must choose and the rule, and leaves the table as it was; the same choice
//     made by the right player is accepted and logs what the walkthrough logged for that step.
// Everything is derived from the example's JSON.
import { expect, test, type Locator } from '@playwright/test';
import { exampleFiles, type Example } from '../content/library';
import type { Decision } from '../engine/types';
import { cardButton, escape, liveSimulator } from './simulators';

/** One example of each kind the browser must run for real. */
const KINDS: Record<string, string> = {
  'liliana-discard': 'hidden choices (101.4a: cards chosen face down)',
  'smallpox-basic': 'several steps (actions between rounds of choices)',
  'life-race-wrath': 'triggered abilities (603.3b: orders and targets)',
};

// Through the content layer (the one reader of content/).
const EXAMPLES: Example[] = exampleFiles()
  .map(({ example }) => example)
  .filter((example) => example.slug in KINDS);

/** Text of each line of a log list ("Ana chooses … — 101.4"), whitespace-normalised. */
async function logLines(list: Locator): Promise<string[]> {
  const items = await list.getByRole('listitem').allInnerTexts();
  return items.map((t) => t.replace(/\s+/g, ' ').trim());
}

/** 603.3b: an ordering decision lists ability ids ("artist:bears"); a target decision names a player. */
const isOrder = (decision: Decision) => decision.choice.length > 0 && decision.choice.every((c) => c.includes(':'));
const isTarget = (example: Example, decision: Decision) =>
  decision.choice.length === 1 &&
  example.scenario.players.includes(decision.choice[0]!) &&
  !example.scenario.cards.some((c) => c.id === decision.choice[0]);

/** "Blood Artist’s ability (Grizzly Bears died)", as the ordering control names ability `artist:bears`. */
function abilityLabel(example: Example, id: string): string {
  const [source, died] = id.split(':');
  const name = (card: string | undefined) => example.scenario.cards.find((c) => c.id === card)?.name ?? card;
  return `${name(source)}’s ability (${source === died ? 'itself' : name(died)} died)`;
}

/** Arranges a player's waiting abilities in the decision's order with the ↑ buttons, then places them. */
async function placeAbilities(sim: Locator, example: Example, decision: Decision): Promise<void> {
  const group = sim.getByRole('group', { name: new RegExp(`^${escape(decision.player)}’s waiting abilities`) });
  for (let k = 0; k < decision.choice.length; k++) {
    const label = abilityLabel(example, decision.choice[k]!);
    const items = await group.getByRole('listitem').allInnerTexts();
    const at = items.findIndex((t) => t.includes(label));
    expect(at, `${label} is listed`).toBeGreaterThanOrEqual(k);
    for (let i = at; i > k; i--) {
      await group.getByRole('button', { name: `Move ${label} earlier (lower on the stack)` }).click();
    }
  }
  await sim.getByRole('button', { name: `Put ${decision.player}’s abilities on the stack in this order` }).click();
}

/**
 * Makes `decision.choice` through the try-it UI, as whoever is selected under "Choosing as":
 * a card tile, a named option ("Choose war"), "Decline (choose nothing)" for `[]`, several
 * tiles then "Confirm" for a multi-card choice, the ordering control for an order (603.3b), or a
 * seat's "Target" button for a target player (603.3d).
 */
async function makeChoice(sim: Locator, example: Example, decision: Decision): Promise<void> {
  const cards = new Map(example.scenario.cards.map((c) => [c.id, c]));
  if (decision.choice.length === 0) {
    await sim.getByRole('button', { name: 'Decline (choose nothing)' }).click();
    return;
  }
  if (isOrder(decision)) return placeAbilities(sim, example, decision);
  if (isTarget(example, decision)) {
    await sim.getByRole('button', { name: `Target ${decision.choice[0]}`, exact: true }).click();
    return;
  }
  for (const option of decision.choice) {
    const card = cards.get(option);
    if (card) {
      const tile = cardButton(sim, card);
      await expect(tile, `one tile for card "${option}"`).toHaveCount(1);
      await tile.click();
    } else {
      await sim.getByRole('button', { name: `Choose ${option}`, exact: true }).click();
    }
  }
  if (decision.choice.length > 1) await sim.getByRole('button', { name: /^Confirm \(/ }).click();
}

/** "The effect asks: <prompt> (choose …) Who chooses now? …" → "<prompt>" (also "The rules ask:", 603.3b). */
const promptOf = (text: string) =>
  text
    .replace(/^\s*The (effect|rules) asks?:\s*/, '')
    .replace(/\s*(Who chooses now\?|Whose abilities go on the stack first\?|Click “Target”)[\s\S]*$/, '')
    .replace(/\s*\(choose [^)]*\)$/, '')
    .trim();

test.describe('worked examples, end to end', () => {
  test('the examples of each kind exist', () => {
    expect(EXAMPLES.map((ex) => ex.slug).sort()).toEqual(Object.keys(KINDS).sort());
    for (const ex of EXAMPLES) {
      expect(ex.steps.length, ex.slug).toBeGreaterThan(1);
      expect(ex.scenario.decisions?.length, `${ex.slug} has authored decisions`).toBeGreaterThan(0);
    }
  });

  for (const example of EXAMPLES) {
    test(`${KINDS[example.slug]}: ${example.slug}, walkthrough to the end, then a refused and an accepted choice`, async ({ page }) => {
      const total = example.steps.length;
      const { players } = example.scenario;
      const first = example.scenario.decisions![0]!;
      // The walkthrough step the first authored decision produces (smallpox starts with an action).
      const firstDecisionStep = example.steps.findIndex((s) => s.expect.kind === 'decision');
      expect(firstDecisionStep, 'an authored decision step').toBeGreaterThan(0);

      await page.goto(`/examples/${example.slug}`);
      const sim = await liveSimulator(page.locator(`[data-simulator][data-slug="${example.slug}"]`));
      const next = sim.getByRole('button', { name: 'Next step' });
      const previous = sim.getByRole('button', { name: 'Previous step' });
      const verdict = sim.locator('p', { hasText: /^✓ Engine agrees: / });

      // 1. The walkthrough, step by step.
      await expect(previous).toBeDisabled();
      let decisionLog: string[] = [];
      let pendingAfterDecision = '';
      for (let i = 0; i < total; i++) {
        if (i > 0) await next.click();
        const step = example.steps[i]!;
        await expect(sim.getByText(`Step ${i + 1} of ${total}`, { exact: true })).toBeVisible();
        await expect(sim.getByText(step.narration, { exact: true }), `narration of step ${i + 1}`).toBeVisible();
        // The engine checks every authored claim; the page shows its verdict.
        await expect(verdict, `verdict of step ${i + 1}`).toBeVisible();
        await expect(sim).not.toContainText(/Engine disagrees|Engine rejects/);
        if (step.expect.kind === 'decision' && step.expect.player) {
          await expect(verdict).toContainText(`${step.expect.player} chooses`);
        }
        if (i === firstDecisionStep) {
          decisionLog = await logLines(sim.getByRole('list', { name: 'Engine log for this step' }));
          pendingAfterDecision = (
            await sim.locator('p', { hasText: /^(Next: |No choice is pending\.$|The effect has finished resolving\.$)/ }).innerText()
          ).trim();
        }
      }
      await expect(sim.getByText(`Step ${total} of ${total}`, { exact: true })).toBeVisible();
      await expect(next).toBeDisabled();
      await expect(previous).toBeEnabled();
      if (example.steps[total - 1]!.expect.next === null) {
        // The end is said once, by the line under the verdict (the verdict no longer repeats it).
        await expect(sim.locator('p', { hasText: /^(The effect.* (has|have) finished resolving\.|The game is over)/ })).toHaveCount(1);
        await expect(verdict).not.toContainText(/finished resolving|The game is over/);
      }
      expect(decisionLog.length, 'the first decision step logs something').toBeGreaterThan(0);

      // 2. Try it yourself: from the end of the walkthrough, it starts over from the beginning.
      await sim.getByRole('button', { name: 'Try it yourself' }).click();
      await expect(sim.getByRole('button', { name: 'Try it yourself' })).toHaveAttribute('aria-pressed', 'true');
      const table = sim.getByRole('group', { name: /^Table, seen by / });
      const chooser = sim.getByRole('group', { name: 'Choosing as' });
      const undo = sim.getByRole('button', { name: 'Undo last choice' });
      const prompt = sim.locator('p', { hasText: /^The (effect|rules) asks?:/ });
      await expect(prompt).toBeVisible();
      await expect(undo).toBeDisabled();
      const promptBefore = await prompt.innerText();
      const tableBefore = await table.innerText();

      // The authored first choice, made by someone who is not asked first: refused, nothing changes.
      // The engine checks who chooses before what is chosen, so any other seat works; for an order
      // (603.3b), another player who has abilities waiting puts theirs on the stack instead.
      const ordering = isOrder(first);
      const waitingGroup = (p: string) => sim.getByRole('group', { name: new RegExp(`^${escape(p)}’s waiting abilities`) });
      let wrong = players.find((p) => p !== first.player)!;
      if (ordering) {
        for (const p of players) if (p !== first.player && (await waitingGroup(p).count()) > 0) wrong = p;
      }
      await chooser.getByRole('radio', { name: wrong, exact: true }).check();
      if (ordering) {
        await sim.getByRole('button', { name: `Put ${wrong}’s abilities on the stack in this order` }).click();
      } else {
        await makeChoice(sim, example, { player: wrong, choice: first.choice });
      }
      const alert = sim.getByRole('alert');
      await expect(alert).toBeVisible();
      await expect(alert).toContainText('Refused:');
      await expect(alert).toContainText(
        ordering ? new RegExp(`\\b${escape(first.player)}\\b`) : new RegExp(`\\b${escape(first.player)} chooses (first|next)\\b`),
      );
      await expect(alert).toContainText(/— \d{3}\.\d+[a-z]?\s*$/);
      await expect(undo).toBeDisabled();
      await expect(sim.getByText('✓ Accepted.')).toHaveCount(0);
      await expect(sim.getByText(/^Log since you took over/)).toHaveCount(0);
      expect(await prompt.innerText()).toBe(promptBefore);
      expect(await table.innerText(), 'a refused choice leaves the table as it was').toBe(tableBefore);

      // The same choice by the right player: accepted, and the engine logs what the walkthrough showed.
      await chooser.getByRole('radio', { name: first.player, exact: true }).check();
      await makeChoice(sim, example, first);
      await expect(sim.getByRole('alert')).toHaveCount(0);
      await expect(sim.getByText('✓ Accepted.')).toBeVisible();
      await expect(undo).toBeEnabled();
      await expect(sim.getByText(/^Log since you took over \(\d+\)$/)).toBeVisible();
      const accepted = await logLines(sim.getByRole('list', { name: 'What the engine did' }));
      for (const line of decisionLog) expect(accepted, 'accepted choice logs the walkthrough step').toContain(line);
      expect(await table.innerText(), 'an accepted choice shows on the table').not.toBe(tableBefore);
      // What the effect asks next matches the walkthrough after that decision.
      if (pendingAfterDecision.startsWith('Next: ')) {
        await expect(prompt).toBeVisible();
        const asked = promptOf(await prompt.innerText());
        expect(asked.length, 'the next prompt is shown').toBeGreaterThan(0);
        expect(pendingAfterDecision).toContain(asked);
      } else {
        await expect(sim.getByText(/^(The effect has finished resolving\.|No choice is pending\.)$/)).toBeVisible();
      }
    });
  }
});
