// No English in a French simulator: every interface string comes from the French messages and
// every engine text from the French narrator. The test collects what the English dictionary and
// the engine's English would have said, and fails if any of it shows on a French page.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { englishNarrator } from '@/i18n/narrators';
import type { GameState } from '@/engine/types';
import type { Example } from '@/content/example-types';
import '@/i18n/narrators/fr';
import en from '@/components/i18n/messages/en/simulator.json';
import fr from '@/components/i18n/messages/fr/simulator.json';
import { discardExample, outOfOrderExample, sacrificeExample } from './test-example';
import { renderReady, renderServerSent } from './test-render';
import { rituelGroup } from './test-variants';
import { walkthroughOf } from './walkthrough';

type Tree = { [key: string]: string | Tree };
const values = (t: Tree): string[] => Object.values(t).flatMap((v) => (typeof v === 'string' ? [v] : values(v)));

/** The literal words of an ICU message ("Step {n} of {total}" → "Step", "of"), kept when at least 3 letters long. */
const fragments = (message: string): string[] =>
  message
    .replace(/\{[^{}]*\{[^{}]*\}[^{}]*\}/g, '|') // plural branches
    .replace(/<\/?\w+>|\{[^{}]*\}/g, '|')
    .split('|')
    .map((s) => s.replace(/[()“”:,.·⚠✓▶—;]/g, ' ').trim())
    .filter((s) => /[A-Za-z]{3}/.test(s));

// English phrases that French also uses as they are ("Mode") are not evidence of English.
const frenchText = values(fr as Tree).join('\n');
const ENGLISH_UI = [...new Set(values(en as Tree).flatMap(fragments))].filter((s) => !frenchText.includes(s));

/** Everything the engine would say in English about these steps' states. */
function engineEnglish(states: readonly GameState[], texts: string[] = []): string[] {
  for (const state of states) {
    for (const e of state.events) texts.push(englishNarrator.event(e));
    if (state.pending) texts.push(englishNarrator.question(state.pending), englishNarrator.reason(state.pending));
    const h = englishNarrator.hint(state);
    if (h) texts.push(h);
  }
  return [...new Set(texts)];
}

/** All the text a reader (or a screen reader) gets: text content and the labels of elements. */
function shown(root: HTMLElement): string {
  const labels = [...root.querySelectorAll('[aria-label], [title]')].map(
    (el) => `${el.getAttribute('aria-label') ?? ''} ${el.getAttribute('title') ?? ''}`,
  );
  return `${root.textContent ?? ''}\n${labels.join('\n')}`;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whole words only: "now" is English, "known" in a card name is not. */
const hasWords = (text: string, words: string) => new RegExp(`(?<![\\p{L}])${escape(words)}(?![\\p{L}])`, 'u').test(text);

function expectNoEnglish(root: HTMLElement, engine: readonly string[]) {
  const text = shown(root);
  expect(ENGLISH_UI.filter((s) => hasWords(text, s)).map((s) => [s, text.slice(Math.max(0, text.search(new RegExp(escape(s)))) - 60, text.search(new RegExp(escape(s))) + 60)])).toEqual([]);
  expect(engine.filter((s) => text.includes(s))).toEqual([]);
}

/** The example as the French content layer serves it: its own words in French (scenario and claims unchanged). */
const inFrench = (ex: Example): Example => ({
  ...ex,
  title: 'Chaque joueur sacrifie une créature',
  summary: 'Cy est le joueur actif : Cy choisit en premier, puis Ana, puis Ben.',
  steps: ex.steps.map((step, i) => ({ ...step, narration: `Récit de l’étape ${i + 1} (101.4).` })),
});
const sacrificeFr = inFrench(sacrificeExample);
const outOfOrderFr = inFrench(outOfOrderExample);
const discardFr = inFrench(discardExample);

describe('a French simulator shows no English', () => {
  it('knows enough English to catch it (the check itself can fail)', async () => {
    expect(ENGLISH_UI).toEqual(expect.arrayContaining(['Next step', 'Copy as text', 'Try it yourself', 'Active player']));
    const { root } = await renderReady(sacrificeExample);
    const english = shown(root);
    expect(ENGLISH_UI.some((s) => hasWords(english, s))).toBe(true);
    expect(engineEnglish(walkthroughOf(sacrificeExample).map((s) => s.state)).some((s) => english.includes(s))).toBe(true);
  });

  it('walks every step of an example in French: narration, log, verdict, next player, table', async () => {
    const walk = walkthroughOf(sacrificeExample);
    const engine = engineEnglish(walk.map((s) => s.state));
    const { root } = await renderReady(sacrificeFr, {}, 'fr');
    const user = userEvent.setup();
    expect(screen.getByText(/^Étape 1 sur 5$/)).toBeInTheDocument();
    for (let i = 0; i < walk.length; i++) {
      expectNoEnglish(root, engine);
      if (i < walk.length - 1) await user.click(screen.getByRole('button', { name: 'Étape suivante' }));
    }
    expect(screen.getByText(/^Étape 5 sur 5$/)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Voir en tant que'), 'Ana');
    expectNoEnglish(root, engine);
  });

  it('says a refused authored step in French', async () => {
    const walk = walkthroughOf(outOfOrderExample);
    const rejected = walk.at(-1)!.verdict;
    const engine = engineEnglish(walk.map((s) => s.state), rejected.kind === 'rejected' ? [englishNarrator.refusal(rejected.error, walk.at(-1)!.state)] : []);
    const { root } = await renderReady(outOfOrderFr, { initialStep: 1 }, 'fr');
    expect(screen.getByText(/Le moteur refuse cette étape/)).toBeInTheDocument();
    expectNoEnglish(root, engine);
  });

  it('makes a refused and an accepted choice in Try it yourself, with a hint, in French', async () => {
    const { root } = await renderReady(sacrificeFr, {}, 'fr');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'À vous de jouer' }));
    await user.click(screen.getByRole('button', { name: /^Grizzly Bears/ }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/Refusé/);
    const refusal = walkthroughOf(outOfOrderExample).at(-1)!.verdict;
    const engine = engineEnglish(walkthroughOf(sacrificeExample).map((s) => s.state), refusal.kind === 'rejected' ? [englishNarrator.refusal(refusal.error, walkthroughOf(outOfOrderExample).at(-1)!.state)] : []);
    expectNoEnglish(root, engine);
    await user.click(screen.getByRole('button', { name: /^Timber Wolves/ }));
    expect(screen.getByText(/Accepté/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Indice' }));
    expectNoEnglish(root, engine);
  });

  it('copies the step as French text, and says so in French', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { root } = await renderReady(sacrificeFr, { initialStep: 2 }, 'fr');
    await act(async () => screen.getByRole('button', { name: 'Copier en texte' }).click());
    const copied = String(writeText.mock.calls[0]![0]);
    expect(copied).toMatch(/étape 3 sur 5/i);
    const engine = engineEnglish(walkthroughOf(sacrificeExample).map((s) => s.state));
    expect(engine.filter((s) => copied.includes(s))).toEqual([]);
    expect(within(root).getByRole('status')).toHaveTextContent(/Copié/);
  });

  it('draws a face-down choice and a variant group in French, static and live', async () => {
    const engine = engineEnglish(walkthroughOf(discardExample).map((s) => s.state));
    const { root } = await renderReady(discardFr, { initialStep: 1 }, 'fr');
    expectNoEnglish(root, engine);
    vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} });
    const group = { ...rituelGroup, title: 'Rituel', switches: [] , pattern: 'rituel-original-casters-turn' };
    const { container } = renderServerSent({ group }, 'fr');
    const states = walkthroughOf(rituelGroup.examples['rituel-original-casters-turn']!).map((s) => s.state);
    expectNoEnglish(container.querySelector('[data-simulator]') as HTMLElement, engineEnglish(states));
  });
});
