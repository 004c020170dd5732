// Shared by the every-example tests: the rendered simulator (jsdom) stepped through a worked
// example of content/ to its last step, checking what the reader sees at every step against the
// example's own file (its narration and its authored claims), not against the simulator's code.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { Example } from '@/content/example-types';
import { renderReady } from './test-render';

/** What the simulator's interface says, per language (components/i18n/messages/<lang>/simulator.json). */
export const WORDS = {
  en: { next: 'Next step', previous: 'Previous step', counter: (n: number, total: number) => `Step ${n} of ${total}`, agrees: /^✓ Engine agrees/ },
  fr: { next: 'Étape suivante', previous: 'Étape précédente', counter: (n: number, total: number) => `Étape ${n} sur ${total}`, agrees: /^✓ Le moteur est d’accord/ },
} as const;

const normalise = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim();

/** The paragraph that carries the engine's verdict on the authored step, if any. */
export function verdictOf(root: HTMLElement, lang: keyof typeof WORDS): HTMLElement | undefined {
  return [...root.querySelectorAll('p')].find((p) => WORDS[lang].agrees.test(normalise(p.textContent)));
}

/** Lines of a log list, whitespace-normalised. */
export const lines = (list: HTMLElement) => [...list.querySelectorAll('li')].map((li) => normalise(li.textContent));

export interface Walked {
  root: HTMLElement;
  user: ReturnType<typeof userEvent.setup>;
  /** The log lines of the step each authored decision made, in order of steps. */
  logs: Map<number, string[]>;
  /** "Next: …" / "No choice is pending." / finished, as shown at each step. */
  pending: Map<number, string>;
}

/**
 * Renders the example's simulator and steps it with "Next step" from the first step to the last:
 * the counter, the authored narration and the engine's verdict (agreeing) at every step; "Next
 * step" disabled at the end, and a finished effect said so when the example says it finishes.
 */
export async function walkToTheEnd(example: Example, lang: keyof typeof WORDS = 'en'): Promise<Walked> {
  const w = WORDS[lang];
  const { root } = await renderReady(example, {}, lang);
  const user = userEvent.setup({ delay: null });
  const sim = within(root);
  const next = sim.getByRole('button', { name: new RegExp(`^${w.next}`) });
  const previous = sim.getByRole('button', { name: new RegExp(`^${w.previous}`) });
  const total = example.steps.length;
  const logs = new Map<number, string[]>();
  const pending = new Map<number, string>();
  expect(previous).toBeDisabled();
  for (let i = 0; i < total; i++) {
    if (i > 0) await user.click(next);
    const step = example.steps[i]!;
    const where = `${example.slug} (${lang}), step ${i + 1}`;
    expect(sim.getByText(w.counter(i + 1, total), { exact: true }), where).toBeInTheDocument();
    // The narration may read like an engine log line ("Ben chooses Lightning Bolt."): at least once.
    // Both sides whitespace-normalised (French narration has no-break spaces before « : »).
    expect(sim.queryAllByText(normalise(step.narration), { exact: true }).length, `${where}: the authored narration`).toBeGreaterThan(0);
    // The engine checks every authored claim of the step; the page shows its verdict, never a disagreement.
    const verdict = verdictOf(root, lang);
    expect(verdict, `${where}: the engine's verdict`).toBeDefined();
    expect(normalise(root.textContent), where).not.toMatch(/Engine disagrees|Engine rejects|Le moteur n’est pas d’accord|Le moteur refuse/);
    if (lang === 'en' && step.expect.kind === 'decision' && step.expect.player) {
      expect(normalise(verdict!.textContent), where).toContain(`${step.expect.player} chooses`);
    }
    if (lang === 'en' && step.expect.kind === 'decision') logs.set(i, lines(sim.getByRole('list', { name: 'Engine log for this step' })));
    const status = [...root.querySelectorAll('p')].map((p) => normalise(p.textContent)).find((t) => /^(Next: |No choice is pending\.$|.* finished resolving\.$)/.test(t));
    if (status) pending.set(i, status);
  }
  expect(sim.getByText(w.counter(total, total), { exact: true })).toBeInTheDocument();
  expect(next).toBeDisabled();
  expect(previous).toBeEnabled();
  if (lang === 'en' && example.steps[total - 1]!.expect.next === null) {
    // The end is said once, by the line under the verdict (the verdict no longer repeats it).
    const said = [...root.querySelectorAll('p')].map((p) => normalise(p.textContent)).filter((t) => /^(The effect.* (has|have) finished resolving\.|The game is over)/.test(t));
    expect(said, `${example.slug}: the end`).toHaveLength(1);
    expect(normalise(verdictOf(root, lang)!.textContent), `${example.slug}: the end`).not.toMatch(/finished resolving|The game is over/);
  }
  return { root, user, logs, pending };
}

export { screen };
