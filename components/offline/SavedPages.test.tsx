import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavedList } from './offline-paths';
import { SavedPages } from './SavedPages';
import { TestIntl } from '@/components/i18n/TestIntl';

// What the worker says is saved (saved-state.ts asks it); here, how the offline page lists it.
const askSaved = vi.fn<() => Promise<SavedList | null>>();
vi.mock('./saved-state', () => ({ askSaved: () => askSaved() }));

const page = (path: string, title: string, lang = 'en') => ({ path, title, lang, kind: undefined as never });
const LIST: SavedList = {
  type: 'saved-list',
  savedAt: null,
  // Kinds left out on purpose: a worker of the previous release sends none; the page derives them from the path.
  pages: [
    page('/', 'APNAP Lab'),
    page('/rules/101.4', '101.4 APNAP order — APNAP Lab'),
    page('/cards/rituel', 'Rituel — APNAP Lab'),
    page('/examples/smallpox-basic', 'Smallpox — APNAP Lab'),
    page('/examples/smallpox-basic/1', 'Smallpox, step 1 — APNAP Lab'),
    page('/examples/smallpox-basic/2', 'Smallpox, step 2 — APNAP Lab'),
    page('/fr/regles/101.4', '101.4 L’ordre APNAP — APNAP Lab', 'fr'),
  ],
};

describe('the offline page’s list of saved pages', () => {
  afterEach(cleanup);

  it('lists this language’s pages by kind, steps as numbers under their example, and counts the other language', async () => {
    askSaved.mockResolvedValueOnce(LIST);
    render(<SavedPages />, { wrapper: TestIntl });
    const rules = await screen.findByRole('region', { name: 'Rules (2)' });
    expect(within(rules).getAllByRole('link').map((a) => a.textContent)).toEqual(['101.4 APNAP order', 'Rituel']);
    expect(within(screen.getByRole('region', { name: 'Examples (1)' })).getByRole('link')).toHaveAttribute('href', '/examples/smallpox-basic');
    const steps = screen.getByRole('region', { name: 'Steps (2)' });
    expect(steps).toHaveTextContent(/^Steps \(2\)Smallpox12$/);
    expect(within(steps).getByRole('link', { name: 'Smallpox, step 2' })).toHaveAttribute('href', '/examples/smallpox-basic/2');
    expect(screen.getByRole('region', { name: 'Other pages (1)' })).toBeInTheDocument();
    expect(screen.getByText('1 page in French is saved too.')).toBeInTheDocument();
  });

  it('says so in French, and when nothing is saved', async () => {
    askSaved.mockResolvedValueOnce({ ...LIST, pages: LIST.pages.filter((p) => p.lang === 'fr') });
    render(
      <TestIntl lang="fr">
        <SavedPages />
      </TestIntl>,
    );
    expect(await screen.findByRole('region', { name: 'Règles (1)' })).toBeInTheDocument();
    cleanup();
    askSaved.mockResolvedValueOnce(null);
    render(<SavedPages />, { wrapper: TestIntl });
    expect(await screen.findByText(/^Nothing is saved on this device yet/)).toBeInTheDocument();
  });
});
