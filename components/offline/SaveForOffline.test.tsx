import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaveProgress } from './offline-paths';
import { SaveForOffline } from './SaveForOffline';
import { TestIntl } from '@/components/i18n/TestIntl';

// The worker's side is e2e/offline.spec.ts; here, what the reader sees at each stage.
const saveEverything = vi.fn<(onProgress: (p: SaveProgress) => void) => Promise<SaveProgress>>();
vi.mock('./save-client', () => ({ saveEverything: (onProgress: (p: SaveProgress) => void) => saveEverything(onProgress) }));

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
    await user.click(screen.getByRole('button', { name: 'Tout enregistrer pour le hors-ligne' }));
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
    expect(await screen.findByText(/^L’enregistrement a échoué : Ce navigateur a refusé de garder des pages hors ligne/)).toBeInTheDocument();
    expect(screen.queryByText(/This browser/)).toBeNull();
  });
});
