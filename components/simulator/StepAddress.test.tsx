import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Simulator } from './Simulator';
import { StepAddress, StepCrumb } from './StepAddress';
import { sacrificeExample } from './test-example';
import { renderInBrowser, renderStatic } from './test-render';

const slug = sacrificeExample.slug;
const links = sacrificeExample.steps.map((_, i) => `/examples/${slug}/${i + 1}`);
const titles = links.map((_, i) => `Step title ${i + 1}`);

async function renderPage(initial = 0) {
  const utils = await renderInBrowser(
    <StepAddress links={links} titles={titles} initial={initial}>
      <ol>
        <StepCrumb labels={links.map((_, i) => `Crumb ${i + 1}`)} initial={initial} />
      </ol>
      <Simulator
        example={sacrificeExample}
        initialStep={initial}
        stepHref={(s, n) => `/examples/${s}/${n}`}
        embedHref={(s, n) => `/embed/${s}/${n}`}
        shareView
      />
    </StepAddress>,
  );
  await waitFor(() => expect(utils.root).toHaveAttribute('data-ready', 'true'), { timeout: 10_000 });
  return utils;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the example page’s address follows the step', () => {
  it('replaces the URL, the title and the breadcrumb at each step, adding no history entry', async () => {
    window.history.replaceState(null, '', `/examples/${slug}`);
    const entries = window.history.length;
    await renderPage();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    await user.click(screen.getByRole('button', { name: 'Next step' }));
    expect(window.location.pathname).toBe(`/examples/${slug}/3`);
    expect(document.title).toBe('Step title 3');
    expect(screen.getByText('Crumb 3')).toHaveAttribute('aria-current', 'page');
    await user.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(window.location.pathname).toBe(`/examples/${slug}/2`);
    expect(window.history.length).toBe(entries);
  });

  it('puts "View as" in the address and in the copied link, and reads it back', async () => {
    window.history.replaceState(null, '', `/examples/${slug}/2`);
    await renderPage(1);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('View as'), 'Ben');
    expect(window.location.search).toBe('?view=Ben');
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await user.click(screen.getByRole('button', { name: 'Copy link to this step' }));
    expect(writeText).toHaveBeenLastCalledWith(`${window.location.origin}/examples/${slug}/2?view=Ben`);
    await user.click(screen.getByRole('button', { name: 'Embed' }));
    expect(writeText).toHaveBeenLastCalledWith(
      `<iframe src="${window.location.origin}/embed/${slug}/2?view=Ben" title="${sacrificeExample.title}" width="100%" height="900" style="border:0" loading="lazy"></iframe>`,
    );
  });

  it('opens a shared address with its viewer, and says so when the name is not at the table', async () => {
    window.history.replaceState(null, '', `/examples/${slug}/1?view=Ana`);
    const first = await renderPage();
    await waitFor(() => expect(screen.getByLabelText('View as')).toHaveValue('player:Ana'));
    first.unmount();
    window.history.replaceState(null, '', `/examples/${slug}/1?view=Zed`);
    await renderPage();
    expect(await screen.findByText('No player named “Zed” at this table: showing the teaching view.')).toBeInTheDocument();
    expect(screen.getByLabelText('View as')).toHaveValue('everyone');
  });

  it('leaves the address alone without the page’s provider (rule pages)', async () => {
    window.history.replaceState(null, '', '/rules/101.4');
    const utils = renderStatic(sacrificeExample);
    const root = utils.container.querySelector('[data-simulator]') as HTMLElement;
    await waitFor(() => expect(root).toHaveAttribute('data-ready', 'true'));
    await act(async () => screen.getByRole('button', { name: 'Next step' }).click());
    expect(window.location.pathname).toBe('/rules/101.4');
  });
});
