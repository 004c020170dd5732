import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestIntl } from '@/components/i18n/TestIntl';
import { comparableHtml, renderAsServerSent } from '@/components/layout/test-server-html';
import { SandboxIsland } from './SandboxIsland';
import { StaticSandbox } from './StaticSandbox';

// A first visit to /sandbox: the page as the server sends it (the island, the default table drawn
// by StaticSandbox in the element the island keeps), hydrated. The observer never reports: the
// sandbox is on the first screen, so only the reader loads it.
function renderFirstVisit() {
  vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} });
  window.localStorage.clear();
  window.history.replaceState(null, '', '/sandbox');
  const utils = renderAsServerSent(<SandboxIsland />, [<StaticSandbox key="table" lang="en" />], TestIntl);
  return { ...utils, island: utils.container.querySelector<HTMLElement>('[data-sandbox]')! };
}

afterEach(cleanup);

const seat = (n: number) => screen.getByLabelText(`Seat ${n} name`) as HTMLInputElement;
const json = () => screen.getByLabelText(/Scenario JSON/) as HTMLTextAreaElement;
// The sandbox's code is a dynamic import and what follows its arrival (typed values set one after
// another, then the press) runs in later tasks: on a busy machine that takes longer than
// testing-library's default second.
const wait = { timeout: 10_000 };
const live = (island: HTMLElement) => waitFor(() => expect(island).toHaveAttribute('data-ready', 'true'), wait);
/** The builder's markup, less the `selected` attribute (a live <select> keeps its value as a property). */
const builder = (island: HTMLElement) =>
  comparableHtml(island.querySelector('section[aria-labelledby="build-heading"]')!).replace(/ selected=""/g, '');

describe('/sandbox on a first visit: the server draws the default table', { timeout: 30_000 }, () => {
  it('shows the default table, and loads nothing until asked', async () => {
    const { island } = renderFirstVisit();
    expect(seat(1).value).toBe('Ana');
    expect(island.querySelector('[data-first-table]')).not.toBeNull();
    expect(island.querySelector('[data-simulator][data-slug="sandbox"]')).toHaveAttribute('data-ready', 'false');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(island).toHaveAttribute('data-ready', 'false');
  });

  it('the live sandbox draws the same builder and JSON (nothing moves when it takes over)', async () => {
    const { island } = renderFirstVisit();
    const before = builder(island);
    const text = json().value;
    fireEvent.pointerEnter(island);
    await live(island);
    expect(island.querySelector('[data-first-table]'), 'the live sandbox has taken over').toBeNull();
    expect(builder(island)).toBe(before);
    expect(json().value).toBe(text);
  });

  it('the first press (remove a seat) loads the sandbox and counts, once', async () => {
    const { island } = renderFirstVisit();
    const seats = () => island.querySelectorAll('input[id^="player-"][id$="-name"]').length;
    expect(seats()).toBe(3);
    fireEvent.click(screen.getByRole('button', { name: /^Remove Cy/ }));
    await live(island);
    await waitFor(() => expect(seats()).toBe(2), wait);
    expect(json().value).not.toMatch(/"Cy"/);
  });

  it('what the reader typed before it loaded is carried over to the live table', async () => {
    const { island } = renderFirstVisit();
    const name = seat(1);
    fireEvent.focus(name);
    name.value = 'Anna';
    name.dispatchEvent(new Event('input', { bubbles: true }));
    fireEvent.pointerEnter(island);
    await live(island);
    await waitFor(() => expect(json().value).toMatch(/"Anna"/), wait);
    expect(seat(1).value).toBe('Anna');
  });

  it('JSON pasted before it loaded, then "Load this JSON": the pasted table is loaded', async () => {
    const { island } = renderFirstVisit();
    const text = json();
    text.value = text.value.replaceAll('"Ana"', '"Zoe"');
    text.dispatchEvent(new Event('input', { bubbles: true }));
    fireEvent.click(screen.getByRole('button', { name: 'Load this JSON' }));
    await live(island);
    await waitFor(() => expect(seat(1).value).toBe('Zoe'), wait);
    expect(screen.getByText('Loaded the scenario JSON.')).toBeInTheDocument();
  });
});

describe('/sandbox reached by an in-app link (its payload, no server HTML)', { timeout: 30_000 }, () => {
  it('the live sandbox comes at once, with the table kept in this browser', async () => {
    vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} });
    window.localStorage.clear();
    window.history.replaceState(null, '', '/sandbox');
    const { container } = render(<SandboxIsland />, { wrapper: TestIntl });
    const island = await waitFor(() => {
      const found = container.querySelector<HTMLElement>('[data-sandbox]');
      expect(found).not.toBeNull();
      return found!;
    }, wait);
    await live(island);
    expect(island.querySelector('[data-kept]'), 'no server drawing to keep').toBeNull();
    expect(seat(1).value).toBe('Ana');
  });
});

