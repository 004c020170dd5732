// A battlefield creature's combat fields in the sandbox, shown only when the effect is `combat`
// (802): its power and toughness (208.1), and the player it attacks, if it is the active player's.
// The smallest form that builds a combat; the blocks and damage divisions are the simulator's
// questions, answered in try-it mode. The engine checks everything (scenario/combat.ts).
import type { ChangeEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { CardRow, TableForm } from './table-form';
import { valueProps } from '@/components/forms/value-props';
import { updateCard } from './card-edits';
import styles from './sandbox.module.css';
import { OtherPlayerOptions } from './OtherPlayerOptions';

interface CombatFieldsProps {
  card: CardRow;
  index: number;
  form: TableForm;
  onChange?: (form: TableForm) => void;
  fieldProps: FieldProps;
}

/** A whole number >= 0 from a number field; empty or partial input counts as 0. */
const whole = (s: string) => Math.max(0, Number.parseInt(s, 10) || 0);
type FieldProps = (id: string) => { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

export function CombatFields({ card, index: i, form, onChange, fieldProps }: CombatFieldsProps) {
  const t = useTranslations('sandbox.card');
  if (form.effectId !== 'combat' || card.zone !== 'battlefield' || !card.types.includes('creature')) return null;
  const patch =
    <E extends HTMLInputElement | HTMLSelectElement>(p: (e: ChangeEvent<E>) => Partial<Omit<CardRow, 'id'>>) =>
    onChange ? (e: ChangeEvent<E>) => onChange(updateCard(form, card.id, p(e))) : undefined;
  const controller = card.controllerKey || card.ownerKey;
  return (
    <>
      <span className={`${styles.field} ${styles.narrow}`}>
        <label htmlFor={`card-${i}-power`}>{t('power')}</label>
        <input {...fieldProps(`card-${i}-power`)} type="number" inputMode="numeric" min={0} step={1} {...valueProps(card.power ?? 0, patch((e) => ({ power: whole(e.target.value) })))} />
      </span>
      <span className={`${styles.field} ${styles.narrow}`}>
        <label htmlFor={`card-${i}-toughness`}>{t('toughness')}</label>
        <input {...fieldProps(`card-${i}-toughness`)} type="number" inputMode="numeric" min={0} step={1} {...valueProps(card.toughness ?? 1, patch((e) => ({ toughness: whole(e.target.value) })))} />
      </span>
      {controller === form.activeKey ? (
        <span className={styles.field}>
          <label htmlFor={`card-${i}-attacks`}>{t('attacks')}</label>
          <select {...fieldProps(`card-${i}-attacks`)} {...valueProps(card.attacksKey ?? '', patch<HTMLSelectElement>((e) => ({ attacksKey: e.target.value })))}>
            <option value="">{t('noAttack')}</option>
            <OtherPlayerOptions form={form} except={controller} />
          </select>
        </span>
      ) : null}
    </>
  );
}
