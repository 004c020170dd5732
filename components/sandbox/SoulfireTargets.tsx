// Soulfire Eruption's targets in the sandbox (608.2f), shown only when the effect is
// `soulfire-eruption`: a box per player and per creature on the battlefield, ticked in the order the
// spell targets them, and a creature target's toughness (208.1: lethal damage, 704.5g). The smallest
// form that builds the spell; the order of the targets is the simulator's question, answered in try-it
// mode. The engine checks everything (scenario/soulfire.ts).
import { useTranslations } from 'next-intl';
import { checkedProps } from '@/components/forms/checked-props';
import { valueProps } from '@/components/forms/value-props';
import { playerName, type CardRow, type TableForm } from './table-form';
import { updateCard } from './card-edits';
import styles from './sandbox.module.css';

/** A whole number >= 0 from a number field; empty or partial input counts as 0. */
const whole = (s: string) => Math.max(0, Number.parseInt(s, 10) || 0);

export function SoulfireTargets({ form, onChange }: { form: TableForm; onChange?: (form: TableForm) => void }) {
  const t = useTranslations('sandbox.builder');
  const tc = useTranslations('sandbox.card');
  if (form.effectId !== 'soulfire-eruption') return null;
  const chosen = form.targetKeys ?? [];
  const toggle = (key: string) => (onChange ? () => onChange({ ...form, targetKeys: chosen.includes(key) ? chosen.filter((k) => k !== key) : [...chosen, key] }) : undefined);
  const creatures = form.cards.filter((c) => c.zone === 'battlefield' && c.types.includes('creature'));
  const box = (key: string, label: string) => (
    <label className={styles.check}>
      <input type="checkbox" {...checkedProps(chosen.includes(key), toggle(key))} /> {label}
    </label>
  );
  const owner = (c: CardRow) => playerName(form, c.controllerKey || c.ownerKey) || tc('unnamed');
  return (
    <fieldset className={styles.types}>
      <legend>{t('targets')}</legend>
      {form.players.map((p) => (
        <span key={p.key}>{box(p.key, p.name || tc('unnamed'))}</span>
      ))}
      {creatures.map((c, i) => (
        <span key={c.id}>
          {box(c.id, t('creatureTarget', { name: c.name, player: owner(c) }))}
          {chosen.includes(c.id) ? (
            <span className={`${styles.field} ${styles.narrow}`}>
              <label htmlFor={`target-creature-${i}-toughness`}>{tc('toughness')}</label>
              <input
                id={`target-creature-${i}-toughness`}
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                {...valueProps(c.toughness ?? 1, onChange ? (e) => onChange(updateCard(form, c.id, { toughness: whole(e.target.value) })) : undefined)}
              />
            </span>
          ) : null}
        </span>
      ))}
    </fieldset>
  );
}
