import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { decodeScenario } from '@/engine';
import { generateDrill, readDrillLink } from '@/engine/practice';
import type { Drill, TopicId } from '@/engine/practice';
import { RuleLinksProvider } from '@/components/content/RuleLinks';
import { ruleHref, ruleHrefs } from '@/content/library';
import { PracticeApp } from './PracticeApp';
import { at, openDrill, seedWhere } from './testing/practice-page';
import { TestIntl } from '@/components/i18n/TestIntl';
import { englishPractice } from '@/i18n/narrators/en/practice';
import { frenchPractice } from '@/i18n/narrators/fr/practice';
import type { DrillText } from '@/i18n/narrators/practice';

/** A drill with its English words (what the page shows, from the English narrator). */
type Said = Omit<Drill, 'ask' | 'story'> & DrillText;
const said = (d: Drill): Said => ({ ...d, ...englishPractice.drill(d) });

/** Opens /practice on a drill link; returns the same drill, with its English words. */
const open = async (seed: number, topic: TopicId, version?: number): Promise<Said> => said(await openDrill(seed, topic, version));

const feedback = () => screen.getByTestId('drill-feedback');

beforeEach(() => {
  window.localStorage.clear();
  at('');
});
afterEach(cleanup);

describe('who chooses next: answered by clicking a seat', () => {
  it('shows the drill of the link, with one labelled button per seat', async () => {
    const d = await open(3, 'who-chooses-next');
    expect(screen.getByRole('heading', { level: 2, name: 'Who chooses next?' })).toBeInTheDocument();
    for (const p of d.scenario.players) expect(screen.getByRole('button', { name: `${p} chooses next` })).toBeInTheDocument();
  });

  it('right: a short confirmation with the rule; the score and streak go up and are kept', async () => {
    const d = await open(3, 'who-chooses-next');
    fireEvent.click(screen.getByRole('button', { name: `${d.answer.seat} chooses next` }));
    expect(feedback()).toHaveTextContent(`✓ Right. ${d.answerText} (rule ${d.rule})`);
    expect(within(feedback()).getByRole('link', { name: `rule ${d.rule}` })).toHaveAttribute('href', ruleHref(d.rule));
    expect(screen.getByTestId('practice-score')).toHaveTextContent('Score: 1 right of 1 · Streak: 1 (best 1)');
    expect(JSON.parse(window.localStorage.getItem('apnap-practice-score/1')!)).toEqual({ answered: 1, right: 1, streak: 1, best: 1 });
  });

  it('wrong: the answer, the rule, why, the rule’s section and the table in the sandbox', async () => {
    const d = await open(3, 'who-chooses-next');
    const wrong = d.scenario.players.find((p) => p !== d.answer.seat)!;
    fireEvent.click(screen.getByRole('button', { name: `${wrong} chooses next` }));
    const f = feedback();
    expect(f).toHaveTextContent(`✗ Not quite. The answer: ${d.answerText}.`);
    expect(f).toHaveTextContent(d.why);
    expect(within(f).getByRole('link', { name: `Read ${d.rule}` })).toHaveAttribute('href', ruleHref(d.rule));
    const sandbox = (await within(f).findByRole('link', { name: 'Open this table in the sandbox' })).getAttribute('href')!;
    expect(sandbox).toMatch(/^\/sandbox\?s=/);
    expect(await decodeScenario(new URLSearchParams(sandbox.split('?')[1]).get('s')!)).toEqual({ ok: true, scenario: d.sandbox });
    expect(screen.getByTestId('practice-score')).toHaveTextContent('Score: 0 right of 1 · Streak: 0');
  });

  it('takes one answer per drill: a second click changes nothing', async () => {
    const d = await open(3, 'who-chooses-next');
    fireEvent.click(screen.getByRole('button', { name: `${d.answer.seat} chooses next` }));
    const other = d.scenario.players.find((p) => p !== d.answer.seat)!;
    fireEvent.click(screen.getByRole('button', { name: `${other} chooses next` }));
    expect(feedback()).toHaveTextContent('✓ Right.');
    expect(screen.getByTestId('practice-score')).toHaveTextContent('1 right of 1');
  });
});

describe('questions answered with labelled checkboxes or yes/no buttons', () => {
  it('what a player knows: ticking exactly the engine’s choices is right', async () => {
    const seed = seedWhere('what-they-know', (d) => (d.answer.options ?? []).length > 0);
    const d = await open(seed, 'what-they-know');
    const ask = d.ask.kind === 'options' ? d.ask : null;
    for (const o of ask!.options) if (d.answer.options!.includes(o.id)) fireEvent.click(screen.getByRole('checkbox', { name: o.label }));
    fireEvent.click(screen.getByRole('button', { name: 'Check my answer' }));
    expect(feedback()).toHaveTextContent('✓ Right.');
  });

  it('does this player still choose: the wrong button gets the why', async () => {
    const d = await open(seedWhere('still-chooses', () => true), 'still-chooses');
    fireEvent.click(screen.getByRole('button', { name: d.answer.yes ? 'No' : 'Yes' }));
    expect(feedback()).toHaveTextContent('✗ Not quite.');
    expect(feedback()).toHaveTextContent('608.2e');
  });

  it('Rituel: asks who casts first before checking', async () => {
    const d = await open(1, 'rituel');
    fireEvent.click(screen.getByRole('button', { name: 'Check my answer' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose who casts first');
    expect(feedback()).toBeEmptyDOMElement();
    fireEvent.click(screen.getByRole('radio', { name: d.answer.seat! }));
    for (const id of d.answer.options!) {
      const label = d.ask.kind === 'seat-and-options' ? d.ask.options.find((o) => o.id === id)!.label : id;
      fireEvent.click(screen.getByRole('checkbox', { name: label }));
    }
    fireEvent.click(screen.getByRole('button', { name: 'Check my answer' }));
    expect(feedback()).toHaveTextContent('✓ Right.');
  });
});

describe('drill links', () => {
  it('without one, picks a drill in the saved topics and puts its link in the address bar', async () => {
    window.localStorage.setItem('apnap-practice-settings/1', JSON.stringify({ topics: ['rituel'] }));
    render(<PracticeApp say={englishPractice} />, { wrapper: TestIntl });
    await screen.findByRole('heading', { level: 2, name: 'Who casts first, and what is left?' });
    const link = readDrillLink(window.location.search);
    expect(link).toMatchObject({ kind: 'drill', params: { topic: 'rituel' } });
    expect(screen.getByTestId('drill-link')).toHaveAttribute('href', `/practice${window.location.search}`);
  });

  it('an old link says so plainly and offers a new drill in its topic', async () => {
    at('?v=0&seed=5&topic=still-chooses');
    render(<PracticeApp say={englishPractice} />, { wrapper: TestIntl });
    expect(await screen.findByTestId('drill-problem')).toHaveTextContent(/from an older version of the drill generator/);
    fireEvent.click(screen.getByRole('button', { name: 'Start a new drill' }));
    await screen.findByRole('heading', { level: 2, name: 'Does this player still choose?' });
    expect(window.location.search).toMatch(/^\?v=2&seed=\d+&topic=still-chooses$/);
  });

  it('Next drill goes to a new link and moves focus to the new drill’s title', async () => {
    const d = await open(3, 'who-chooses-next');
    fireEvent.click(screen.getByRole('button', { name: `${d.answer.seat} chooses next` }));
    fireEvent.click(screen.getByRole('button', { name: 'Next drill' }));
    const title = await screen.findByRole('heading', { level: 2 });
    expect(window.location.search).not.toBe('?v=2&seed=3&topic=who-chooses-next');
    expect(document.activeElement).toBe(title);
    expect(feedback()).toBeEmptyDOMElement();
  });

  it('a version 1 link opens exactly its drill, says so, and links the current version of that drill', async () => {
    // Seed 42 of trigger-order: version 1 has Wrath of God cast on another player's turn, without flash.
    const d = await open(42, 'trigger-order', 1);
    expect(d.version).toBe(1);
    expect(screen.getByRole('article')).toHaveTextContent(d.question.replace(/\s+/g, ' '));
    expect(d.question).not.toMatch(/flash/);
    expect(screen.getByTestId('drill-link')).toHaveAttribute('href', '/practice?v=1&seed=42&topic=trigger-order');
    expect(screen.getByTestId('drill-older-version')).toHaveTextContent('This link opens the drill exactly as version 1 of the drill generator made it. Drills now come from version 2');
    expect(screen.getByTestId('drill-current-version')).toHaveAttribute('href', '/practice?v=2&seed=42&topic=trigger-order');
  });

  it('a current link shows no version note, and says flash where a sorcery is cast on another player’s turn', async () => {
    const seed = seedWhere('who-chooses-next', (x) => x.scenario.effect.controller !== x.scenario.activePlayer && x.effect === 'smallpox');
    const d = await open(seed, 'who-chooses-next');
    expect(screen.queryByTestId('drill-older-version')).toBeNull();
    expect(screen.getByRole('blockquote')).toHaveTextContent(`Smallpox (cast with flash by ${d.scenario.effect.controller}; ${d.scenario.activePlayer} is the active player):`);
  });

  it('keeps the topics and difficulty in this browser', async () => {
    await open(3, 'who-chooses-next');
    fireEvent.click(screen.getByRole('checkbox', { name: /^Hidden zones/ }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Players at the table' }), { target: { value: '3' } });
    expect(JSON.parse(window.localStorage.getItem('apnap-practice-settings/1')!)).toMatchObject({ hidden: false, maxPlayers: 3 });
  });
});

describe('triggered abilities (603.3b): the drill states each ordering and target', () => {
  it('lists how each player puts their abilities on the stack, and checks both parts of the answer', async () => {
    const d = await open(1, 'trigger-order');
    const stated = screen.getByRole('region', { name: 'How each player puts their abilities on the stack' });
    expect(within(stated).getAllByRole('listitem').map((li) => li.textContent)).toEqual(d.stated.map((c) => `${c.player}: ${c.text}`));
    fireEvent.click(screen.getByRole('radio', { name: d.answer.seat! }));
    // Right seat, but every player ticked as standing: wrong unless nobody lost.
    const ask = d.ask.kind === 'seat-and-options' ? d.ask.options : [];
    for (const o of ask) fireEvent.click(screen.getByRole('checkbox', { name: o.label }));
    fireEvent.click(screen.getByRole('button', { name: 'Check my answer' }));
    expect(feedback()).toHaveTextContent(d.answer.options!.length === ask.length ? '✓ Right.' : '✗ Not quite.');
    expect(feedback()).toHaveTextContent('603.3b');
  });
});

/** /fr/entrainement as a French page renders it (French messages, French rule links). */
function renderFrench() {
  render(
    <TestIntl lang="fr">
      <RuleLinksProvider hrefs={ruleHrefs('fr')}>
        <PracticeApp say={frenchPractice} />
      </RuleLinksProvider>
    </TestIntl>,
  );
}

describe('on a French page', () => {
  it('speaks French, links the drill as /fr/entrainement and the rule to its French page', async () => {
    window.history.replaceState(null, '', '/fr/entrainement?v=2&seed=3&topic=who-chooses-next');
    renderFrench();
    await screen.findByRole('heading', { level: 2 });
    expect(screen.getByTestId('practice-score')).toHaveTextContent('Score : 0 bonne réponse sur 0');
    expect(screen.getByTestId('drill-link')).toHaveAttribute('href', '/fr/entrainement?v=2&seed=3&topic=who-chooses-next');
    const d = generateDrill(3, 'who-chooses-next');
    fireEvent.click(screen.getByRole('button', { name: `${d.answer.seat} choisit ensuite` }));
    expect(feedback()).toHaveTextContent('✓ Exact.');
    expect(within(feedback()).getByRole('link', { name: `règle ${d.rule}` }).getAttribute('href')).toMatch(/^\/fr\/regles\//);
    expect(screen.getByRole('button', { name: 'Exercice suivant' })).toBeInTheDocument();
  });

  it('shows the drill in French (question, choices, answer, why), not its English', async () => {
    const d = generateDrill(4, 'still-chooses');
    const fr = frenchPractice.drill(d);
    const en = englishPractice.drill(d);
    const words = (s: string) => s.replace(/\s+/g, ' ');
    window.history.replaceState(null, '', '/fr/entrainement?v=2&seed=4&topic=still-chooses');
    renderFrench();
    await screen.findByRole('heading', { level: 2, name: 'Ce joueur choisit-il encore\u202f?' });
    expect(screen.getByRole('article')).toHaveTextContent(words(fr.question));
    expect(document.body).not.toHaveTextContent(en.question);
    fireEvent.click(screen.getByRole('button', { name: d.answer.yes ? 'Non' : 'Oui' }));
    expect(feedback()).toHaveTextContent('✗ Pas tout à fait.');
    expect(feedback()).toHaveTextContent(words(fr.answerText));
    expect(feedback()).toHaveTextContent(words(fr.why));
    expect(feedback()).not.toHaveTextContent(en.why);
  });

  it('opens a version 1 link as it was, with the note and the current version’s French link', async () => {
    window.history.replaceState(null, '', '/fr/entrainement?v=1&seed=2026&topic=trigger-order');
    renderFrench();
    await screen.findByRole('heading', { level: 2 });
    expect(screen.getByTestId('drill-link')).toHaveAttribute('href', '/fr/entrainement?v=1&seed=2026&topic=trigger-order');
    expect(screen.getByTestId('drill-older-version')).toHaveTextContent('Ce lien ouvre l’exercice exactement tel que l’a fait la version 1 du générateur d’exercices.');
    expect(screen.getByTestId('drill-current-version')).toHaveAttribute('href', '/fr/entrainement?v=2&seed=2026&topic=trigger-order');
  });

  it('says why a drill link cannot be shown, in French', async () => {
    window.history.replaceState(null, '', '/fr/entrainement?v=0&seed=1&topic=rituel');
    renderFrench();
    expect(await screen.findByTestId('drill-problem')).toHaveTextContent(/^Ce lien d’exercice vient d’une ancienne version/);
  });
});

describe('the first drill waits for an idle main thread (not the task that mounts the page)', () => {
  it('is generated and shown only once the browser is idle, then the page is ready', async () => {
    const queued: (() => void)[] = [];
    const had = 'requestIdleCallback' in window;
    window.requestIdleCallback = ((cb: IdleRequestCallback) => queued.push(() => cb({ didTimeout: false, timeRemaining: () => 50 }))) as typeof window.requestIdleCallback;
    window.cancelIdleCallback = () => {};
    try {
      at('?v=2&seed=3&topic=who-chooses-next');
      const onReady = vi.fn();
      render(<PracticeApp say={englishPractice} onReady={onReady} />, { wrapper: TestIntl });
      expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
      expect(onReady).not.toHaveBeenCalled();
      expect(queued).toHaveLength(1);
      act(() => queued.shift()!());
      expect(await screen.findByRole('heading', { level: 2, name: 'Who chooses next?' })).toBeInTheDocument();
      expect(onReady).toHaveBeenCalledTimes(1);
    } finally {
      cleanup();
      if (!had) {
        Reflect.deleteProperty(window, 'requestIdleCallback');
        Reflect.deleteProperty(window, 'cancelIdleCallback');
      }
    }
  });
});
