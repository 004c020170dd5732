import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfflineSizes, SaveProgress, SavedList } from './offline-paths';
import { SaveForOffline } from './SaveForOffline';
import { TestIntl } from '@/components/i18n/TestIntl';

// The worker's side is e2e/offline.spec.ts; here, what the reader sees at each stage.
const saveEverything = vi.fn<(onProgress: (p: SaveProgress) => void) => Promise<SaveProgress>>();
vi.mock('./save-client', () => ({ saveEverything: (onProgress: (p: SaveProgress) => void) => saveEverything(onProgress) }));
// The build's sizes and the worker's answer, as saved-state.ts gets them.
const loadOfflineSizes = vi.fn<() => Promise<OfflineSizes | null>>();
const askSaved = vi.fn<() => Promise<SavedList | null>>();
vi.mock('./saved-state', () => ({ loadOfflineSizes: () => loadOfflineSizes(), askSaved: () => askSaved() }));

const SIZES: OfflineSizes = { langs: [{ lang: 'en', pages: 180, bytes: 9.6 * 1024 * 1024 }, { lang: 'fr', pages: 181, bytes: 10.24 * 1024 * 1024 }] };
/** A saved list of `n` pages, saved on 2 December 2026 at noon (UTC, as the layouts format dates). */
const savedList = (n: number): SavedList => ({
  type: 'saved-list',
  pages: Array.from({ length: n }, (_, i) => ({ path: `/p${i}`, title: `P${i}`, lang: 'en', kind: 'pages' as const })),
  savedAt: Date.UTC(2026, 11, 2, 12),
});

const progress = (done: number, failed: string[] = [], finished = false): SaveProgress => ({
  type: 'save-progress',
  done,
  total: 4,
  bytes: done * 512 * 1024,
  totalBytes: 2 * 1024 * 1024,
  failed,
  finished,
});

describe('Save everything for offline', () => {
  beforeEach(() => {
    saveEverything.mockReset();
    loadOfflineSizes.mockReset().mockResolvedValue(null);
    askSaved.mockReset().mockResolvedValue(null);
  });
  afterEach(cleanup);

  it('shows pages n of N with the size, then a clear done state, and can run again', async () => {
    let report!: (p: SaveProgress) => void;
    let finish!: (p: SaveProgress) => void;
    saveEverything.mockImplementation((onProgress) => {
      report = onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    const user = userEvent.setup();
    render(<SaveForOffline />, { wrapper: TestIntl });
    await user.click(screen.getByRole('button', { name: 'Save everything for offline' }));
    await vi.waitFor(() => expect(saveEverything).toHaveBeenCalled());
    act(() => report(progress(2)));
    expect(screen.getByRole('progressbar', { name: 'Pages saved for offline' })).toHaveAttribute('value', '2');
    expect(screen.getByText('Pages 2 of 4 · 1.0 MB of 2.0 MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();

    await act(async () => finish(progress(4, [], true)));
    expect(screen.getByRole('status')).toHaveTextContent('Saved: all 4 pages (2.0 MB) work offline on this device.');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save everything again' })).toBeEnabled();
  });

  it('says how many pages failed, and when the worker is not there at all', async () => {
    saveEverything.mockResolvedValueOnce(progress(4, ['/rules/101.4'], true));
    const user = userEvent.setup();
    render(<SaveForOffline />, { wrapper: TestIntl });
    await user.click(screen.getByRole('button', { name: 'Save everything for offline' }));
    expect(await screen.findByText(/Saving failed: 1 of 4 pages could not be downloaded/)).toBeInTheDocument();

    saveEverything.mockRejectedValueOnce(new Error('This browser cannot keep pages offline (no service worker support).'));
    await user.click(screen.getByRole('button', { name: 'Save everything again' }));
    expect(await screen.findByText(/Saving failed: This browser cannot keep pages offline/)).toBeInTheDocument();
  });

  /** Presses "Save everything" on a French page. */
  async function saveOnFrenchPage() {
    const user = userEvent.setup();
    render(
      <TestIntl lang="fr">
        <SaveForOffline />
      </TestIntl>,
    );
    await user.click(await screen.findByRole('button', { name: /^Tout enregistrer pour le hors-ligne/ }));
  }

  it('speaks French on a French page, with French number formatting', async () => {
    let report!: (p: SaveProgress) => void;
    saveEverything.mockImplementation((onProgress) => {
      report = onProgress;
      return new Promise(() => {});
    });
    await saveOnFrenchPage();
    await vi.waitFor(() => expect(saveEverything).toHaveBeenCalled());
    act(() => report(progress(2)));
    expect(screen.getByText('Pages 2 sur 4 · 1,0 Mo sur 2,0 Mo')).toBeInTheDocument();
  });

  it('says why saving could not start in French, from the error’s code', async () => {
    // save-client throws a SaveError: a code beside its English message.
    saveEverything.mockRejectedValueOnce(Object.assign(new Error('This browser refused to keep pages offline (private browsing?).'), { code: 'refused' }));
    await saveOnFrenchPage();
    const message = await screen.findByText(/^L’enregistrement a échoué : Ce navigateur a refusé de garder des pages hors ligne/);
    // French typography: a narrow no-break space before the colon (the matcher above folds it).
    expect(message.textContent).toContain('échoué\u202f: Ce navigateur');
    expect(screen.queryByText(/This browser/)).toBeNull();
  });

  it('one button says what each language weighs, from the build’s figures', async () => {
    loadOfflineSizes.mockResolvedValue(SIZES);
    render(<SaveForOffline />, { wrapper: TestIntl });
    expect(await screen.findByRole('button', { name: 'Save everything for offline English 9.6 MB · French 10.2 MB' })).toBeEnabled();
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('says that the Comprehensive Rules come with it, and what they weigh', async () => {
    loadOfflineSizes.mockResolvedValue({ ...SIZES, cr: { pages: 264, bytes: 4.2 * 1024 * 1024 } });
    render(<SaveForOffline />, { wrapper: TestIntl });
    expect(await screen.findByTestId('save-sizes')).toHaveTextContent('English 9.6 MB · French 10.2 MB (the Comprehensive Rules included, 4.2 MB)');
  });

  it('says in French what each language weighs, with French numbers', async () => {
    loadOfflineSizes.mockResolvedValue(SIZES);
    render(
      <TestIntl lang="fr">
        <SaveForOffline />
      </TestIntl>,
    );
    expect(await screen.findByTestId('save-sizes')).toHaveTextContent('anglais 9,6 Mo · français 10,2 Mo');
  });

  it('says what is saved and when, on load and again after saving', async () => {
    askSaved.mockResolvedValueOnce(savedList(179)).mockResolvedValueOnce(savedList(361));
    saveEverything.mockResolvedValueOnce(progress(4, [], true));
    const user = userEvent.setup();
    render(<SaveForOffline />, { wrapper: TestIntl });
    expect(await screen.findByTestId('saved-state')).toHaveTextContent(/^Saved for offline use on (Dec 2|2 Dec), 179 pages$/);
    await user.click(screen.getByRole('button', { name: /^Save everything for offline/ }));
    await vi.waitFor(() => expect(screen.getByTestId('saved-state')).toHaveTextContent(/, 361 pages$/));
  });

  it('says it in French: « le 2 déc. »', async () => {
    askSaved.mockResolvedValueOnce(savedList(1));
    render(
      <TestIntl lang="fr">
        <SaveForOffline />
      </TestIntl>,
    );
    expect(await screen.findByTestId('saved-state')).toHaveTextContent(/^Enregistré pour le hors-ligne le 2 déc\., 1 page$/);
  });

  describe('asks for its figures only once wanted (formatting them sets up Intl, a long task on a phone)', () => {
    /** The observers the footer made; `show()` tells them it came near the screen. */
    let observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[];
    beforeEach(() => {
      observers = [];
      vi.stubGlobal(
        'IntersectionObserver',
        class {
          constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
            observers.push({ callback, options });
          }
          observe() {}
          disconnect() {}
        },
      );
      loadOfflineSizes.mockResolvedValue(SIZES);
      askSaved.mockResolvedValue(savedList(3));
    });
    afterEach(() => vi.unstubAllGlobals());
    const show = () => act(() => observers.forEach((o) => o.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)));

    it('not while the footer is off screen; as it nears the screen', async () => {
      render(<SaveForOffline />, { wrapper: TestIntl });
      await act(async () => {});
      expect(loadOfflineSizes).not.toHaveBeenCalled();
      expect(askSaved).not.toHaveBeenCalled();
      expect(screen.queryByTestId('save-sizes')).toBeNull();
      expect(observers.map((o) => o.options?.rootMargin)).toEqual(['300px']);
      show();
      expect(await screen.findByTestId('save-sizes')).toHaveTextContent('English 9.6 MB · French 10.2 MB');
      expect(screen.getByTestId('saved-state')).toHaveTextContent(/, 3 pages$/);
    });

    it('or as soon as the reader reaches the button from the keyboard', async () => {
      const user = userEvent.setup();
      render(<SaveForOffline />, { wrapper: TestIntl });
      await user.tab();
      expect(screen.getByRole('button', { name: /^Save everything for offline/ })).toHaveFocus();
      expect(await screen.findByTestId('save-sizes')).toHaveTextContent('English 9.6 MB · French 10.2 MB');
      expect(loadOfflineSizes).toHaveBeenCalledTimes(1);
    });
  });

  it('shows no saved-state line when nothing was saved with the button', async () => {
    askSaved.mockResolvedValueOnce({ ...savedList(40), savedAt: null });
    render(<SaveForOffline />, { wrapper: TestIntl });
    await vi.waitFor(() => expect(askSaved).toHaveBeenCalled());
    expect(screen.queryByTestId('saved-state')).toBeNull();
  });
});
