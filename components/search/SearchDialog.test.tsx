import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, configure, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchIndex } from '@/content/search/search-types';
import type { CrIndex } from '@/content/search/cr-index';
import { TestIntl } from '@/components/i18n/TestIntl';

// A fresh module per test: the index is fetched once per page load, and each test is a page load.
let SearchButton: typeof import('./SearchButton').SearchButton;

// The dialog's code is imported on first open: give it time on a busy CI machine.
configure({ asyncUtilTimeout: 5000 });

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const INDEX: SearchIndex = {
  version: 1,
  entries: [
    { kind: 'rule', title: '101.4 APNAP order', url: '/rules/101.4', rule: '101.4', text: 'The active player chooses first.', terms: 'APNAP', suggested: true },
    { kind: 'subrule', title: '101.4c Several choices at once', url: '/rules/101.4#101.4c', rule: '101.4c', text: 'In the order written.', suggested: true },
    { kind: 'subrule', title: '608.2e Multi-step effects', url: '/rules/608.2e', rule: '608.2e', text: 'Choices for each step in APNAP order.', suggested: true },
    { kind: 'ruling', title: 'Can I sacrifice an opponent’s creature?', url: '/rulings#sacrifice-opponents-creature', text: 'No: each player sacrifices their own.' },
    { kind: 'glossary', title: 'Hidden zone', url: '/glossary#hidden-zone', text: 'A zone whose cards are not public.' },
  ],
};

// The Comprehensive Rules' index: numbers the site's pages do not explain, and their words.
const CR_INDEX: CrIndex = {
  version: 1,
  edition: '2026-01-16',
  rules: [
    ['702.19', 'Trample'],
    ['702.19b', 'The controller of an attacking creature with trample first assigns damage to the creature(s) blocking it.'],
    ['101.4a', 'If it would be a choice made in a hidden zone, the player may choose face down.'],
    ['101.4c', 'If a player would make more than one choice at the same time, the player makes the choices in the order written.'],
  ],
};

/** The file each URL names: the page's index, or the rules' index. */
const respond = (url: unknown) => new Response(JSON.stringify(String(url).includes('cr-index') ? CR_INDEX : INDEX), { status: 200 });
const fetchIndex = vi.fn(async (url?: unknown) => respond(url));

beforeEach(async () => {
  vi.resetModules();
  ({ SearchButton } = await import('./SearchButton'));
  push.mockClear();
  fetchIndex.mockClear();
  vi.stubGlobal('fetch', fetchIndex);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openWithSlash() {
  const user = userEvent.setup();
  render(
    <>
      <a href="#elsewhere">A link on the page</a>
      <input aria-label="Another field" />
      <SearchButton />
    </>,
    { wrapper: TestIntl },
  );
  screen.getByRole('link', { name: 'A link on the page' }).focus();
  await user.keyboard('/');
  const input = await screen.findByRole('combobox');
  await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
  return { user, input };
}

describe('the search dialog', () => {
  it('on a French page, speaks French and searches the French index first, then the English one', async () => {
    const FR_INDEX: SearchIndex = {
      version: 1,
      lang: 'fr',
      entries: [{ kind: 'glossary', title: 'Zone cachée', url: '/fr/glossaire#hidden-zone', text: 'Une zone dont les cartes ne sont pas publiques ; se défausser y prend une carte.', suggested: true }],
    };
    fetchIndex.mockImplementation(async (url?: unknown) => (String(url).includes('.fr.') ? new Response(JSON.stringify(FR_INDEX), { status: 200 }) : respond(url)));
    const user = userEvent.setup();
    render(
      <TestIntl lang="fr">
        <SearchButton />
      </TestIntl>,
    );
    await user.click(screen.getByRole('button', { name: /Rechercher/ }));
    const input = await screen.findByRole('combobox', { name: /Chercher dans les règles/ });
    expect(fetchIndex).toHaveBeenCalledWith('/generated/search-index.fr.json');
    await user.type(input, 'defausse');
    expect(await screen.findByRole('option', { name: /Zone cachée/ })).toHaveAttribute('data-href', '/fr/glossaire#hidden-zone');
    // Nothing in French: the English pages' results, said so.
    await user.clear(input);
    await user.type(input, 'opponent creature');
    expect(await screen.findByRole('option', { name: /opponent’s creature/ })).toHaveAttribute('data-href', '/rulings#sacrifice-opponents-creature');
    expect(screen.getByText(/voici les résultats des pages en anglais/)).toBeInTheDocument();
    expect(fetchIndex).toHaveBeenCalledWith('/generated/search-index.json');
  });

  it('does not fetch the index or load the dialog until search opens', () => {
    render(<SearchButton />, { wrapper: TestIntl });
    expect(fetchIndex).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens with "/", focuses a combobox wired to its listbox, and lists the rules', async () => {
    const { input } = await openWithSlash();
    expect(fetchIndex).toHaveBeenCalledWith('/generated/search-index.json');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('aria-label') ?? o.textContent)).toHaveLength(3);
    expect(screen.getByRole('dialog', { name: 'Search' })).toBeInTheDocument();
  });

  it('shows results as you type and announces their count', async () => {
    const { user, input } = await openWithSlash();
    await user.type(input, 'sacrifise');
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Can I sacrifice an opponent’s creature?');
    expect(screen.getByRole('status')).toHaveTextContent(/^1 result\./);
    await user.clear(input);
    await user.type(input, 'qzxjv');
    expect(screen.getByRole('status')).toHaveTextContent('No results for qzxjv.');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('a rule number typed exactly is the first result and Enter goes to its anchor', async () => {
    const { user, input } = await openWithSlash();
    await user.type(input, '101.4C');
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveTextContent('101.4c Several choices at once');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{Enter}');
    expect(push).toHaveBeenCalledWith('/rules/101.4#101.4c');
    expect(screen.queryByRole('combobox')).toBeNull(); // closed (jsdom hides the closed dialog's content)
  });

  it('ArrowDown and ArrowUp move the active option, wrapping around', async () => {
    const { user, input } = await openWithSlash();
    const options = () => screen.getAllByRole('option');
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options()[1]!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(options()[2]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(push).toHaveBeenCalledWith('/rules/608.2e');
  });

  it('Esc closes and gives focus back to where it was', async () => {
    const { user } = await openWithSlash();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByRole('link', { name: 'A link on the page' })).toHaveFocus();
    expect(push).not.toHaveBeenCalled();
  });

  it('opens from the button and gives focus back to it', async () => {
    const user = userEvent.setup();
    render(<SearchButton />, { wrapper: TestIntl });
    const button = screen.getByRole('button', { name: /search/i });
    await user.click(button);
    const input = await screen.findByRole('combobox');
    expect(input).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(button).toHaveFocus();
  });

  it('opens with Ctrl+K and Cmd+K, but "/" typed in a field stays in the field', async () => {
    const user = userEvent.setup();
    render(
      <>
        <input aria-label="Another field" />
        <SearchButton />
      </>,
      { wrapper: TestIntl },
    );
    await user.click(screen.getByRole('textbox', { name: 'Another field' }));
    await user.keyboard('/');
    expect(screen.getByRole('textbox', { name: 'Another field' })).toHaveValue('/');
    expect(screen.queryByRole('combobox')).toBeNull();
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByRole('combobox')).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.keyboard('{Meta>}k{/Meta}');
    expect(await screen.findByRole('combobox')).toHaveFocus();
  });

  it('says so, and offers to retry, when the index cannot be loaded', async () => {
    // The page's index fails twice (the button's prefetch, the dialog's load), then loads.
    let failures = 0;
    fetchIndex.mockImplementation(async (url?: unknown) => (String(url).includes('search-index') && failures++ < 2 ? new Response('nope', { status: 500 }) : respond(url)));
    const user = userEvent.setup();
    render(<SearchButton />, { wrapper: TestIntl });
    await user.click(screen.getByRole('button', { name: /search/i }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getAllByRole('option').length).toBe(3));
  });

  it('finds any rule of the Comprehensive Rules by number once their index has loaded, at its own address', async () => {
    const { user, input } = await openWithSlash();
    await user.type(input, '702.19b');
    expect(await screen.findByRole('option', { name: /trample first assigns/ })).toHaveAttribute('data-href', '/rules/702.19b');
    await user.keyboard('{Enter}');
    expect(push).toHaveBeenCalledWith('/rules/702.19b');
  });

  it('a number the site explains keeps its page: 101.4c goes to /rules/101.4#101.4c, not to the CR entry', async () => {
    const { user, input } = await openWithSlash();
    await waitFor(() => expect(fetchIndex).toHaveBeenCalledWith('/generated/cr-index.json'));
    await user.type(input, 'trample');
    await screen.findByRole('option', { name: /Trample/ }); // the rules have loaded
    await user.clear(input);
    await user.type(input, '101.4c{Enter}');
    expect(push).toHaveBeenCalledWith('/rules/101.4#101.4c');
  });
});

// The race of issue 47: on a loaded phone, "608.2e" typed quickly and Enter opened /rules/101.4,
// the result listed before the index answered. Here the indexes answer only when the test says.
describe('Enter acts on what is typed, never on an earlier query’s results', () => {
  function holdFiles() {
    const held = new Map<string, () => void>();
    fetchIndex.mockImplementation(
      (url?: unknown) => new Promise<Response>((resolve) => held.set(String(url), () => resolve(respond(url)))),
    );
    return (file: string) => act(async () => held.get(`/generated/${file}`)?.());
  }

  async function openAndType(text: string) {
    const user = userEvent.setup();
    render(<SearchButton />, { wrapper: TestIntl });
    await user.click(screen.getByRole('button', { name: /search/i }));
    const input = await screen.findByRole('combobox');
    await user.type(input, text);
    return { user, input };
  }

  it('a rule number typed and entered before the index loads lands on that rule when it does', async () => {
    const release = holdFiles();
    await openAndType('608.2e{Enter}');
    expect(push).not.toHaveBeenCalled();
    await release('search-index.json');
    await waitFor(() => expect(push).toHaveBeenCalledWith('/rules/608.2e'));
    expect(push).toHaveBeenCalledTimes(1);
  });

  it('a number only the rules’ index holds waits for it, even when the page’s index lists other rules', async () => {
    const release = holdFiles();
    const { user } = await openAndType('702.19b');
    await release('search-index.json');
    await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull()); // the page's index has answered
    await user.keyboard('{Enter}');
    expect(push).not.toHaveBeenCalled();
    await release('cr-index.json');
    await waitFor(() => expect(push).toHaveBeenCalledWith('/rules/702.19b'));
  });

  it('the option chosen with the arrows stays chosen when the rules’ index arrives and the list grows', async () => {
    const release = holdFiles();
    const { user } = await openAndType('101.4');
    await release('search-index.json');
    await screen.findByRole('option', { name: /Several choices at once/ });
    await user.keyboard('{ArrowDown}'); // 101.4c, second of the page's two
    expect(screen.getByRole('option', { selected: true })).toHaveAttribute('data-href', '/rules/101.4#101.4c');
    await release('cr-index.json');
    await screen.findByRole('option', { name: /hidden zone/ }); // the CR's 101.4a now sits before it
    expect(screen.getByRole('option', { selected: true })).toHaveAttribute('data-href', '/rules/101.4#101.4c');
    await user.keyboard('{Enter}');
    expect(push).toHaveBeenCalledWith('/rules/101.4#101.4c');
  });

    it('typing after Enter cancels the waiting Enter', async () => {
    const release = holdFiles();
    const { user } = await openAndType('608.2e{Enter}');
    await user.keyboard('{Backspace}');
    await release('search-index.json');
    await release('cr-index.json');
    await screen.findByRole('option', { name: /608\.2e/ });
    expect(push).not.toHaveBeenCalled();
  });
});
