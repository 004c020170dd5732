// The APNAP family map (/apnap): one row per rule of design/family.md's table, each with its answer,
// its trap and links to the worked examples that exist; a rule with none says so (121.2c).
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TestIntl } from '@/components/i18n/TestIntl';
import { family, example } from '@/content/library';
import { FamilyHub } from './FamilyHub';

afterEach(cleanup);

const RULES = ['101.4', '101.4e', '121.2c', '405.3', '500.7', '603.3b', '608.2e', '613.7m', '616.1', '701.38', '722.3', '800.4', '805.6'];

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
    expect(family('en').find((r) => r.id === '121.2c')!.examples).toEqual([]);
  });

  it('renders each row, saying honestly where there is no simulator yet', () => {
    render(
      <TestIntl lang="en">
        <FamilyHub rows={family('en')} />
      </TestIntl>,
    );
    const table = screen.getByRole('table', { name: 'The APNAP family, rule by rule' });
    const draws = within(table).getByRole('rowheader', { name: '121.2c' }).closest('tr')!;
    expect(draws).toHaveTextContent('No simulator yet');
    const teams = within(table).getByRole('rowheader', { name: /805\.6/ }).closest('tr')!;
    expect(within(teams).getByRole('link', { name: /805\.6/ })).toHaveAttribute('href', '/rules/805.6');
    expect(within(teams).getAllByRole('link').map((a) => a.getAttribute('href'))).toContain('/examples/two-headed-giant-wrath');
    expect(teams).toHaveTextContent('Each head is its own player in APNAP order.');
  });

  it('in French', () => {
    render(
      <TestIntl lang="fr">
        <FamilyHub rows={family('fr')} />
      </TestIntl>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('La famille APNAP');
    const row = screen.getByRole('rowheader', { name: '121.2c' }).closest('tr')!;
    expect(row).toHaveTextContent('Pas encore de simulateur');
    expect(row).toHaveTextContent('Plusieurs joueurs piochent');
  });
});
