import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { rituel } from '@/content/library';
import { RituelWordings } from './RituelWordings';
import { RuleText } from './RuleText';
import { RuleTranslation } from './RuleTranslation';
import { TestIntl } from '@/components/i18n/TestIntl';

afterEach(cleanup);
const RITUEL = rituel();

describe('a seed rule on a French page', () => {
  it('keeps the English text verbatim, marked as English, and labels our French rendering as unofficial', () => {
    const { container } = render(
      <TestIntl lang="fr">
        <RuleText id="101.4b" />
        <RuleTranslation rule="101.4b">
          <p>Quand un joueur fait son choix, il connaît les choix faits par les joueurs précédents.</p>
        </RuleTranslation>
      </TestIntl>,
    );
    const [english, french] = container.querySelectorAll('figure');
    expect(english?.querySelector('blockquote')?.getAttribute('lang')).toBe('en');
    expect(english?.textContent).toContain('A player knows the choices made by the previous players');
    // Its label is in the page's language.
    expect(english?.querySelector('figcaption')?.textContent).toMatch(/^Formulation de référence/);
    expect(french?.getAttribute('lang')).toBe('fr');
    expect(french?.querySelector('figcaption')?.textContent).toBe('Traduction non officielle de la règle 101.4b, par nos soins');
    expect(french?.textContent).toContain('il connaît les choix');
  });
});

describe('RituelWordings', () => {
  it('in French: French labels, the seed text as the card text, the English translation as an aside', () => {
    render(<RituelWordings lang="fr" />);
    for (const [label, text, english] of [
      ['Version originale', RITUEL.original, RITUEL.translations.original],
      ['Version révisée', RITUEL.errata, RITUEL.translations.errata],
    ] as const) {
      const section = screen.getByRole('region', { name: label });
      expect(section.querySelector('blockquote[lang="fr"]')?.textContent).toBe(text);
      const aside = within(section).getByRole('complementary');
      expect(aside.textContent).toBe(`Traduction anglaise\u202f: ${english}`);
      expect(aside.querySelector('em')?.getAttribute('lang')).toBe('en');
    }
    expect(screen.queryByText(/Sorcery|Original wording/)).toBeNull();
  });

  it('in English: unchanged labels and translation', () => {
    render(<RituelWordings />);
    const section = screen.getByRole('region', { name: 'Original wording' });
    expect(section.textContent).toContain('Type line: Rituel (Sorcery)');
    expect(within(section).queryByRole('complementary')).toBeNull();
    expect(section.textContent).toContain(`English translation: ${RITUEL.translations.original}`);
  });
});
