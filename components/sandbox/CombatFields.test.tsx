// The sandbox's combat fields (802, 208.1): shown only for a battlefield creature when the effect is
// `combat`; the active player's creature chooses whom it attacks, and the edit reaches the form.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestIntl } from '@/components/i18n/TestIntl';
import { defaultForm, type TableForm } from './table-form';
import { CombatFields } from './CombatFields';

const fieldProps = (id: string) => ({ id });
const combat = (): TableForm => ({ ...defaultForm(), effectId: 'combat', effectControllerKey: 'p2' });

describe('the combat fields of a card', () => {
  it('asks power, toughness and, for the active player\'s creature, whom it attacks', () => {
    const form = combat();
    const onChange = vi.fn();
    // Solemn Simulacrum is Ben's (p2), and Ben is the active player.
    render(<TestIntl lang="en"><CombatFields card={form.cards[2]!} index={2} form={form} onChange={onChange} fieldProps={fieldProps} /></TestIntl>);
    expect(screen.getByLabelText('Power')).toHaveValue(0);
    expect(screen.getByLabelText('Toughness')).toHaveValue(1);
    const attacks = screen.getByLabelText('Attacks');
    expect([...attacks.querySelectorAll('option')].map((o) => o.textContent)).toEqual(['No one (not attacking)', 'Ana', 'Cy']);
    fireEvent.change(attacks, { target: { value: 'p3' } });
    expect((onChange.mock.calls[0]![0] as TableForm).cards[2]).toMatchObject({ id: 'solemn', attacksKey: 'p3' });
  });
  it('a creature of another player has no attack to choose; another effect shows nothing', () => {
    const form = combat();
    const { container, rerender } = render(<TestIntl lang="en"><CombatFields card={form.cards[0]!} index={0} form={form} fieldProps={fieldProps} /></TestIntl>);
    expect(screen.getByLabelText('Power')).toBeInTheDocument();
    expect(screen.queryByLabelText('Attacks')).toBeNull();
    rerender(<TestIntl lang="en"><CombatFields card={form.cards[0]!} index={0} form={defaultForm()} fieldProps={fieldProps} /></TestIntl>);
    expect(container).toBeEmptyDOMElement();
  });
});
