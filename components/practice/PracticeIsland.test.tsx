import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { generateDrill } from '@/engine/practice';
import { englishPractice } from '@/i18n/narrators/en/practice';
import { FIRST_DRILL } from './first-drill';
import { PracticeIsland } from './PracticeIsland';
import { firstDrillHref, StaticPractice } from './StaticPractice';
import { renderEnglish } from './testing/practice-page';

// A first visit to /practice: the server's drill (StaticPractice) in the island, as PracticePage
// puts it. The observer never reports: the drill is on the first screen, so only the reader loads it.
function renderFirstVisit() {
  vi.stubGlobal('IntersectionObserver', class { observe() {} disconnect() {} });
  window.localStorage.clear();
  const utils = renderEnglish(
    <PracticeIsland first={{ params: FIRST_DRILL, href: firstDrillHref('en') }}>
      <StaticPractice lang="en" />
    </PracticeIsland>,
  );
  return { ...utils, island: utils.container.querySelector<HTMLElement>('[data-practice]')! };
}

const first = generateDrill(FIRST_DRILL.seed, FIRST_DRILL.topic, FIRST_DRILL.version);
/**
 * The drill's markup, less what may differ between the server's drawing and the live one: the
 * server's mark, and the `selected` attribute (a live <select> keeps its value as a property).
 */
const markup = (island: HTMLElement) =>
  island.querySelector('[class*="app"]')!.outerHTML.replace(/ data-first-drill=""/, '').replace(/ selected=""/g, '');

describe('/practice on a first visit: the server draws the first drill', () => {
  it('shows the first drill, its link in the address, and loads nothing until asked', async () => {
    const { island } = renderFirstVisit();
    expect(screen.getByTestId('drill-link').closest('p')).toHaveTextContent(`Drill ${FIRST_DRILL.seed} · Link to this drill`);
    expect(screen.getByText(englishPractice.drill(first).question)).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe(firstDrillHref('en'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(island).toHaveAttribute('data-ready', 'false');
  });

  it('the live page draws the same markup (nothing moves when it takes over)', async () => {
    const { island } = renderFirstVisit();
    const before = markup(island);
    fireEvent.pointerEnter(island);
    await waitFor(() => expect(island).toHaveAttribute('data-ready', 'true'));
    expect(island.querySelector('[data-first-drill]'), 'the live page has taken over').toBeNull();
    expect(markup(island)).toBe(before);
  });

  it('the first press on a seat loads the drill code and answers, once', async () => {
    const { island } = renderFirstVisit();
    fireEvent.click(screen.getByRole('button', { name: `${first.answer.seat} chooses next` }));
    await waitFor(() => expect(island).toHaveAttribute('data-ready', 'true'));
    await waitFor(() => expect(screen.getByTestId('drill-feedback')).toHaveTextContent(/^✓ Right\./));
    expect(screen.getByTestId('practice-score')).toHaveTextContent('Score: 1 right of 1');
  });
});
