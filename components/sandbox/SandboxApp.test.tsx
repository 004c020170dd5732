import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { encodeScenario } from '@/engine';
import type { Scenario } from '@/engine/types';
import { defaultForm } from './table-form';
import { scenarioFromForm } from './form-scenario';
import { STORAGE_KEY } from './persist';
import { SandboxApp } from './SandboxApp';
import { TestIntl } from '@/components/i18n/TestIntl';
// A French page's island loads the French narrator with the sandbox's code (SandboxIsland).
import '@/i18n/narrators/fr';

function at(search: string) {
  window.history.replaceState(null, '', `/sandbox${search}`);
}

const seat = (n: number) => screen.getByLabelText(`Seat ${n} name`) as HTMLInputElement;
const json = () => screen.getByLabelText(/Scenario JSON/) as HTMLTextAreaElement;

beforeEach(() => {
  window.localStorage.clear();
  at('');
});
afterEach(cleanup);

// A share link is decoded asynchronously (DecompressionStream), after the first render: on a busy
// machine that takes longer than testing-library's default second.
const LOADED = 'Loaded the table and choices from the link.';
const wait = { timeout: 10_000 };

describe('the sandbox page', { timeout: 30_000 }, () => {
  it('speaks French on a French page, and its share links are French sandbox links', async () => {
    render(
      <TestIntl lang="fr">
        <SandboxApp />
      </TestIntl>,
    );
    expect(screen.getByRole('heading', { level: 2, name: '1. Construire la table' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Revenir à la table par défaut' })).toBeInTheDocument();
    // The share link is made asynchronously (CompressionStream): a French page shares /fr/bac-a-sable links.
    await waitFor(() => expect((screen.getByLabelText(/^Lien de partage/) as HTMLInputElement).value).toMatch(/\/fr\/bac-a-sable\?s=/), wait);
    // The builder and the transfer in French; the engine's refusal of a pasted file in French, field first.
    expect(screen.getByLabelText('Nom de la place 1')).toBeInTheDocument();
    // A new card's placeholder name is French too (the reader renames it; it is the card's data).
    // The default table's cards are closed; the card added opens, its name field first.
    const names = () => screen.queryAllByLabelText('Nom').map((i) => (i as HTMLInputElement).value);
    expect(names()).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter une carte' }));
    expect(names()).toEqual(['Nouvelle créature']);
    expect(screen.getByRole('button', { name: /^Modifier la carte 6 / })).toHaveAttribute('aria-expanded', 'true');
    const text = screen.getByLabelText(/^JSON du scénario/) as HTMLTextAreaElement;
    fireEvent.change(text, { target: { value: text.value.replace('"zone": "battlefield"', '"zone": "deck"') } });
    fireEvent.click(screen.getByRole('button', { name: 'Charger ce JSON' }));
    const alert = screen.getByTestId('load-error');
    expect(alert).toHaveTextContent(/cards\[\d+\]\.zone/);
    expect(alert).not.toHaveTextContent(/expected|could not|The engine/);
  });

  it('starts from the default table, every field labelled', () => {
    render(<SandboxApp />, { wrapper: TestIntl });
    expect(seat(1).value).toBe('Ana');
    expect(screen.getByLabelText('Active player (whose turn it is)')).toHaveDisplayValue('Ben');
    expect(screen.getByLabelText('Effect')).toHaveValue('each-player-sacrifices-a-creature');
    for (const input of document.querySelectorAll('input, select, textarea')) {
      const labelled = (input.id && document.querySelector(`label[for="${input.id}"]`)) || input.closest('label');
      expect(labelled, `${input.outerHTML} has a label`).toBeTruthy();
    }
  });

  it('shows each card as a line of facts until the reader opens it; a card added, or rejected, opens', () => {
    render(<SandboxApp />, { wrapper: TestIntl });
    const card = (n: number) => screen.getByRole('group', { name: new RegExp(`^Card ${n}:`) });
    const edit = (n: number) => within(card(n)).getByRole('button', { name: new RegExp(`^Edit card ${n} `) });
    // Closed: the facts, in words, and no field.
    expect(card(2)).toHaveTextContent('Ana · battlefield · creature · mana value 4');
    expect(edit(2)).toHaveAttribute('aria-expanded', 'false');
    expect(within(card(2)).queryByLabelText('Name')).toBeNull();
    // Opened: its fields, with the values the line said; an edit shows in the line at once.
    fireEvent.click(edit(2));
    expect(edit(2)).toHaveAttribute('aria-expanded', 'true');
    expect(edit(2)).toHaveAttribute('aria-controls', 'card-1-fields');
    fireEvent.change(within(card(2)).getByLabelText('Zone'), { target: { value: 'graveyard' } });
    expect(card(2)).toHaveTextContent('Ana · graveyard · creature · mana value 4');
    fireEvent.click(edit(2));
    expect(within(card(2)).queryByLabelText('Zone')).toBeNull();
    // A card added opens, ready to be named.
    fireEvent.click(screen.getByRole('button', { name: 'Add a card' }));
    expect(within(card(6)).getByLabelText('Name')).toHaveValue('New creature');
    // A card the engine rejects stays open on the field to fix, marked: here a card with no type.
    fireEvent.click(within(card(6)).getByRole('checkbox', { name: 'creature' }));
    expect(card(6)).toHaveTextContent('Ana · battlefield · no type · mana value 0');
    fireEvent.click(edit(6));
    expect(edit(6)).toHaveAttribute('aria-expanded', 'true');
    expect(within(card(6)).getByRole('group', { name: 'Types' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('link', { name: /field/ })).toHaveAttribute('href', '#card-5-types');
    // Fixed, it stays open under the reader's hands (had they not closed it).
    fireEvent.click(edit(6));
    fireEvent.click(within(card(6)).getByRole('checkbox', { name: 'land' }));
    expect(edit(6)).toHaveAttribute('aria-expanded', 'true');
    expect(within(card(6)).getByRole('group', { name: 'Types' })).not.toHaveAttribute('aria-invalid');
  });

  it('a share link rebuilds the table and its decisions', async () => {
    const shared: Scenario = {
      ...scenarioFromForm(defaultForm()),
      players: ['Ana', 'Bo', 'Cy'],
      cards: scenarioFromForm(defaultForm()).cards.map((c) => (c.owner === 'Ben' ? { ...c, owner: 'Bo' } : c)),
      activePlayer: 'Bo',
      decisions: [{ player: 'Bo', choice: ['solemn'] }],
    };
    at(`?s=${await encodeScenario(shared)}`);
    render(<SandboxApp />, { wrapper: TestIntl });
    expect(await screen.findByText(LOADED, {}, wait)).toBeInTheDocument();
    expect(seat(2).value).toBe('Bo');
    expect(JSON.parse(json().value)).toEqual(shared);
  });

  it('a bad link shows the field and the message in an alert, and keeps the table saved here', async () => {
    render(<SandboxApp />, { wrapper: TestIntl });
    fireEvent.change(seat(1), { target: { value: 'Zed' } });
    cleanup();
    at('?s=%%%');
    render(<SandboxApp />, { wrapper: TestIntl });
    const alert = await screen.findByRole('alert', {}, wait);
    expect(alert).toHaveTextContent(/This share link could not be loaded/);
    expect(alert).toHaveTextContent(/s: /);
    expect(seat(1).value).toBe('Zed');
    fireEvent.click(within(alert).getByRole('button', { name: 'Start from the default table' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(seat(1).value).toBe('Ana');
    expect(window.location.search).toBe('');
  });

  it('importing bad JSON keeps the current table', () => {
    render(<SandboxApp />, { wrapper: TestIntl });
    fireEvent.change(seat(3), { target: { value: 'Cyd' } });
    fireEvent.change(json(), { target: { value: '{"format":"apnap/1","players":["A"]}' } });
    fireEvent.click(screen.getByRole('button', { name: 'Load this JSON' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/This JSON could not be loaded/);
    expect(seat(3).value).toBe('Cyd');
  });

  it('editing the table drops the decisions made on the old one', async () => {
    at(`?s=${await encodeScenario({ ...scenarioFromForm(defaultForm()), decisions: [{ player: 'Ben', choice: ['solemn'] }] })}`);
    render(<SandboxApp />, { wrapper: TestIntl });
    await screen.findByText(LOADED, {}, wait);
    expect(JSON.parse(json().value).decisions).toHaveLength(1);
    fireEvent.change(seat(1), { target: { value: 'Ada' } });
    expect(JSON.parse(json().value).decisions).toBeUndefined();
  });

  it('renders names from a link as text, never as markup', async () => {
    const s = scenarioFromForm(defaultForm());
    s.cards[0] = { ...s.cards[0]!, name: '<img src=x onerror=alert(1)><script>alert(2)</script>' };
    at(`?s=${await encodeScenario(s)}`);
    render(<SandboxApp />, { wrapper: TestIntl });
    await screen.findByText(LOADED, {}, wait);
    expect(document.querySelector('img, script')).toBeNull();
    expect(screen.getAllByText('<img src=x onerror=alert(1)><script>alert(2)</script>').length).toBeGreaterThan(0);
  });

  it('keeps the table in this browser between visits', () => {
    render(<SandboxApp />, { wrapper: TestIntl });
    fireEvent.change(seat(2), { target: { value: 'Bram' } });
    expect(window.localStorage.getItem(STORAGE_KEY)).toContain('Bram');
    cleanup();
    render(<SandboxApp />, { wrapper: TestIntl });
    expect(seat(2).value).toBe('Bram');
  });
});
