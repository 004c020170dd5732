// The sandbox's Soulfire Eruption targets (608.2f): shown only for that effect; ticking a player or a
// creature adds it to the targets in order, and a creature target asks its toughness (704.5g).
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestIntl } from '@/components/i18n/TestIntl';
import { defaultForm, type TableForm } from './table-form';
import { SoulfireTargets } from './SoulfireTargets';

const soulfire = (targetKeys: string[] = []): TableForm => ({ ...defaultForm(), effectId: 'soulfire-eruption', effectControllerKey: 'p2', targetKeys });

describe('the Soulfire Eruption targets', () => {
  it('lists the players and the battlefield creatures; a tick adds a target after the others', () => {
    const onChange = vi.fn();
    render(<TestIntl lang="en"><SoulfireTargets form={soulfire(['p3'])} onChange={onChange} /></TestIntl>);
    expect(screen.getByLabelText('Cy')).toBeChecked();
    expect(screen.queryByLabelText('Forest (Cy’s)')).toBeNull();
    fireEvent.click(screen.getByLabelText('Grizzly Bears (Ana’s)'));
    expect((onChange.mock.calls[0]![0] as TableForm).targetKeys).toEqual(['p3', 'bears']);
  });
  it('asks a creature target\'s toughness; another effect shows nothing', () => {
    const onChange = vi.fn();
    const { container, rerender } = render(<TestIntl lang="en"><SoulfireTargets form={soulfire(['bears'])} onChange={onChange} /></TestIntl>);
    fireEvent.change(screen.getByLabelText('Toughness'), { target: { value: '3' } });
    expect((onChange.mock.calls[0]![0] as TableForm).cards[0]).toMatchObject({ id: 'bears', toughness: 3 });
    rerender(<TestIntl lang="en"><SoulfireTargets form={defaultForm()} onChange={onChange} /></TestIntl>);
    expect(container).toBeEmptyDOMElement();
  });
});
