// Two-Headed Giant in the simulator (810, 805): the table says who is with whom, the active team and
// each team's shared life once (810.4); "Try it yourself" asks a team which of its players chooses
// first (805.6, said by the primary player, 805.2) and orders a whole team's abilities together (805.7).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { example } from '@/content/library';
import { renderReady } from './test-render';

const sacrifice = example('two-headed-giant-sacrifice')!;
const wrath = example('two-headed-giant-wrath')!;
const sacrificeFr = example('two-headed-giant-sacrifice', 'fr')!;

async function trying(ex: typeof sacrifice, lang: 'en' | 'fr' = 'en') {
  const utils = await renderReady(ex, {}, lang);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: lang === 'en' ? 'Try it yourself' : 'À vous de jouer' }));
  return { ...utils, user };
}

describe('the table at Two-Headed Giant', { timeout: 20_000 }, () => {
  it('lists the two teams once each, the active one marked, with their shared life and primary player', async () => {
    await renderReady(wrath);
    const teams = screen.getByRole('list', { name: 'Teams' });
    const rows = within(teams).getAllByRole('listitem').map((li) => li.textContent?.replace(/\s+/g, ' '));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(/^Ana and Ben.*Active team.*Team life 4.*Primary player: Ana \(805\.2\)/);
    expect(rows[1]).toMatch(/^Cleo and Dan.*Team life 9.*Primary player: Cleo/);
    expect(rows[1]).not.toMatch(/Active team/);
    // Each seat names its teammate and no longer repeats the life total.
    const ben = screen.getByRole('region', { name: 'Ben' });
    expect(within(ben).getByText('Team with Ana')).toBeInTheDocument();
    expect(within(ben).queryByText('Life')).toBeNull();
  });

  it('a table without teams draws no team list and keeps each seat’s life', async () => {
    await renderReady(example('life-race-wrath')!);
    expect(screen.queryByRole('list', { name: 'Teams' })).toBeNull();
    expect(within(screen.getByRole('region', { name: 'Ana' })).getByText('Life')).toBeInTheDocument();
  });

  it('in French: « Équipe active » and the team’s life', async () => {
    await renderReady(example('two-headed-giant-wrath', 'fr')!, {}, 'fr');
    const teams = screen.getByRole('list', { name: 'Équipes' });
    expect(teams.textContent).toMatch(/Ana et Ben.*Équipe active.*Points de vie de l’équipe\s*4/);
    expect(teams.textContent).toMatch(/Joueur principal\u202f: Cleo/);
  });
});

describe('try it yourself: who chooses first in a team (805.6)', { timeout: 20_000 }, () => {
  it('offers one button per teammate; the primary player’s answer is accepted, a teammate’s refused', async () => {
    const { user } = await trying(sacrifice);
    expect(screen.getByText(/Who says the team’s order\?/)).toBeInTheDocument();
    await user.click(within(screen.getByRole('group', { name: 'Choosing as' })).getByRole('radio', { name: 'Ben' }));
    await user.click(screen.getByRole('button', { name: 'Ben chooses first' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/Ana, the team.s primary player/);
    expect(screen.getByRole('alert')).toHaveTextContent(/— 805\.2$|— 805\.6$/);

    await user.click(within(screen.getByRole('group', { name: 'Choosing as' })).getByRole('radio', { name: 'Ana' }));
    await user.click(screen.getByRole('button', { name: 'Ben chooses first' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('list', { name: 'What the engine did' })).toHaveTextContent(/Ben chooses first for the active team/);
  });

  it('in French, the buttons say « choisit en premier »', async () => {
    await trying(sacrificeFr, 'fr');
    expect(screen.getByRole('button', { name: 'Ana choisit en premier' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ben choisit en premier' })).toBeInTheDocument();
  });
});

describe('try it yourself: a team orders all its abilities together (805.7)', { timeout: 20_000 }, () => {
  it('shows one group per team, named by its primary player, with the teammates’ abilities interleavable', async () => {
    await trying(wrath);
    const groups = screen.getAllByRole('group', { name: /team’s waiting abilities/ });
    expect(groups.map((g) => g.getAttribute('aria-labelledby') && document.getElementById(g.getAttribute('aria-labelledby')!)?.textContent)).toEqual([
      'Ana’s team’s waiting abilities, in the order the team puts them on the stack (805.7)',
      'Cleo’s team’s waiting abilities, in the order the team puts them on the stack (805.7)',
    ]);
    const ana = within(groups[0]!).getAllByRole('listitem').map((li) => li.textContent ?? '');
    expect(ana).toHaveLength(5);
    expect(ana.filter((l) => /controlled by Ben/.test(l))).toHaveLength(1);
    expect(screen.queryByRole('group', { name: /^Ben’s/ })).toBeNull();
  });

  it('the primary player places the team’s abilities; the other team placing first is refused', async () => {
    const { user } = await trying(wrath);
    const chooser = within(screen.getByRole('group', { name: 'Choosing as' }));
    await user.click(chooser.getByRole('radio', { name: 'Cleo' }));
    await user.click(screen.getByRole('button', { name: 'Put Cleo’s team’s abilities on the stack in this order' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/Ana/);
    await user.click(screen.getByRole('button', { name: 'Put Ana’s team’s abilities on the stack in this order' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('list', { name: 'What the engine did' })).toHaveTextContent(/Ana chooses the order/);
  });
});
