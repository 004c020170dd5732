// The APNAP family map (/apnap): one row per rule of design/family.md's table, each with its answer,
// its trap and links to the worked examples that exist; a rule with none says so.
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestIntl } from '@/components/i18n/TestIntl';
import { family, example } from '@/content/library';
import { FamilyHub } from './FamilyHub';

afterEach(cleanup);

const RULES = ['101.4', '101.4e', '121.2c', '405.3', '500.7', '603.3b', '608.2e', '613.7m', '616.1', '701.38', '722.3', '800.4', '802.4', '805.6'];

describe('the APNAP family map', () => {
  it('has every rule of the family, in order, each with an answer citing its rule and a trap', () => {
    const rows = family('en');
    expect(rows.map((r) => r.id)).toEqual(RULES);
    for (const r of rows) {
      expect(r.decides).toMatch(/\(\d{3}\.\d+[a-z]?/);
      expect(r.trap.length).toBeGreaterThan(10);
    }
    // 701.38 is the one row that is not APNAP.
    expect(rows.find((r) => r.id === '701.38')!.decides).toMatch(/^Not APNAP/);
  });

  it('links only examples that exist, and the rule pages that exist', () => {
    for (const lang of ['en', 'fr'] as const) {
      for (const r of family(lang)) {
        for (const ex of r.examples) expect(example(ex.slug, 'en'), ex.slug).not.toBeNull();
        if (r.page) expect(r.page).toMatch(lang === 'fr' ? /^\/fr\/regles\// : /^\/rules\//);
      }
    }
    const twoHeaded = family('fr').find((r) => r.id === '805.6')!;
    expect(twoHeaded.page).toBe('/fr/regles/805.6');
    expect(twoHeaded.examples.map((e) => e.href)).toEqual([
      '/fr/exemples/two-headed-giant-sacrifice',
      '/fr/exemples/two-headed-giant-wrath',
      '/fr/exemples/two-headed-giant-draw',
    ]);
    expect(family('en').find((r) => r.id === '121.2c')!.examples.map((e) => e.href)).toEqual(['/examples/wheel-of-fortune-laboratory-maniac']);
  });

  // Every family row has its example now (121.2c's since issue 48): a row without one is made here.
  const without = (lang: 'en' | 'fr', id: string) => family(lang).map((r) => (r.id === id ? { ...r, examples: [] } : r));

  it('renders each row, saying honestly where there is no simulator yet', () => {
    render(
      <TestIntl lang="en">
        <FamilyHub rows={without('en', '500.7')} />
      </TestIntl>,
    );
    const table = screen.getByRole('table', { name: 'The APNAP family, rule by rule' });
    expect(within(table).getByRole('rowheader', { name: '500.7' }).closest('tr')!).toHaveTextContent('No simulator yet');
    const draws = within(table).getByRole('rowheader', { name: '121.2c' }).closest('tr')!;
    expect(draws).not.toHaveTextContent('No simulator yet');
    expect(within(draws).getAllByRole('link').map((a) => a.getAttribute('href'))).toContain('/examples/wheel-of-fortune-laboratory-maniac');
    const teams = within(table).getByRole('rowheader', { name: /805\.6/ }).closest('tr')!;
    expect(within(teams).getByRole('link', { name: /805\.6/ })).toHaveAttribute('href', '/rules/805.6');
    expect(within(teams).getAllByRole('link').map((a) => a.getAttribute('href'))).toContain('/examples/two-headed-giant-wrath');
    expect(teams).toHaveTextContent('Each head is its own player in APNAP order.');
  });

  it('in French', () => {
    render(
      <TestIntl lang="fr">
        <FamilyHub rows={without('fr', '500.7')} />
      </TestIntl>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('La famille APNAP');
    expect(screen.getByRole('rowheader', { name: '500.7' }).closest('tr')!).toHaveTextContent('Pas encore de simulateur');
    const row = screen.getByRole('rowheader', { name: '121.2c' }).closest('tr')!;
    expect(row).toHaveTextContent('Plusieurs joueurs piochent');
    expect(within(row).getAllByRole('link').map((a) => a.getAttribute('href'))).toContain('/fr/exemples/wheel-of-fortune-laboratory-maniac');
  });
});
