// One card of the sandbox's table builder, and the seat select the builder shares with it. A card is
// one line of facts (owner, zone, types, mana value) until the reader opens it to edit: a phone shows
// the whole table at a glance, and the first load draws five lines, not five cards' 65 fields.
// Field ids follow the engine's error paths (`cards[2].zone` → `card-2-zone`) so a rejected field can
// be marked (the builder opens its card). Without handlers in the server's drawing (TableBuilder).
import type { ChangeEvent } from 'react';
import { useTranslations } from 'next-intl';
import { CARD_TYPES, ZONES, type CardType, type Zone } from '@/engine/types';
import { checkedProps } from '@/components/forms/checked-props';
import { valueProps } from '@/components/forms/value-props';
import { useNarrator } from '@/components/simulator/use-narrator';
import { playerName, type CardRow, type TableForm } from './table-form';
import { removeCard, toggleCardType, updateCard } from './card-edits';
import styles from './sandbox.module.css';
import { CombatFields } from './CombatFields';
import { OtherPlayerOptions } from './OtherPlayerOptions';

/** A whole number from a number field; empty or partial input counts as 0. */
export function wholeNumber(value: string): number {
  const n = Number.parseInt(value, 10);
  return Number.isFinite(n) ? n : 0;
}

export type FieldProps = (id: string) => { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string };

/** A choice of one seat (by its stable key), labelled by the player's name or seat number. */
export function PlayerSelect(props: {
  id: string;
  label: string;
  players: TableForm['players'];
  value: string;
  onSelect: ((key: string) => void) | undefined;
  fieldProps: FieldProps;
}) {
  const { id, label, players, value, onSelect, fieldProps } = props;
  const t = useTranslations('sandbox.card');
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <select {...fieldProps(id)} {...valueProps(value, onSelect && ((e: ChangeEvent<HTMLSelectElement>) => onSelect(e.target.value)))}>
        {players.map((p, i) => (
          <option key={p.key} value={p.key}>
            {p.name || t('seat', { n: i + 1 })}
          </option>
        ))}
      </select>
    </div>
  );
}

interface CardFieldsProps {
  card: CardRow;
  index: number;
  form: TableForm;
  /** Absent in the server's drawing. */
  onChange: ((form: TableForm) => void) | undefined;
  fieldProps: FieldProps;
  /** Its fields are drawn (closed: its line of facts only; always closed in the server's drawing). */
  open: boolean;
  /** Opens or closes it; absent in the server's drawing. */
  onToggle: (() => void) | undefined;
}

/** The card's facts on one line, in the page's language: "Ana · battlefield · creature · mana value 2". */
function CardFacts({ card, form }: { card: CardRow; form: TableForm }) {
  const t = useTranslations('sandbox.card');
  const narrator = useNarrator();
  const seatName = (key: string) => playerName(form, key) || t('seat', { n: form.players.findIndex((p) => p.key === key) + 1 });
  // Lower case inside the line ("Ana · battlefield · creature"); the zones are the select's words.
  const zone = t(`zones.${card.zone}`).toLowerCase();
  const controlled = card.zone === 'battlefield' && card.controllerKey && card.controllerKey !== card.ownerKey;
  return (
    <span className={styles.cardFacts}>
      {t('facts', {
        owner: seatName(card.ownerKey),
        zone: controlled ? t('zoneControlled', { zone, name: seatName(card.controllerKey) }) : zone,
        types: card.types.length ? card.types.map((type) => narrator.cardType(type)).join(', ') : t('noTypes'),
        mv: card.manaValue,
      })}
    </span>
  );
}

export function CardFields({ card, index: i, form, onChange, fieldProps, open, onToggle }: CardFieldsProps) {
  const t = useTranslations('sandbox.card');
  const narrator = useNarrator();
  /** A handler that patches this card with what the event says, or none in the server's drawing. */
  const patch =
    <E extends HTMLInputElement | HTMLSelectElement>(p: (e: ChangeEvent<E>) => Partial<Omit<CardRow, 'id'>>) =>
    onChange ? (e: ChangeEvent<E>) => onChange(updateCard(form, card.id, p(e))) : undefined;
  const label = card.name || t('cardN', { n: i + 1 });
  const fieldsId = `card-${i}-fields`;
  return (
    <li className={styles.cardRow}>
      <fieldset className={styles.card}>
        <legend>
          {t('legend', { n: i + 1 })} <span className={styles.cardName}>{card.name || t('noName')}</span>
        </legend>
        <div className={styles.cardHead}>
          <CardFacts card={card} form={form} />
          <span className={styles.rowButtons}>
            <button
              type="button"
              className={`button ${styles.toggle}`}
              aria-expanded={open}
              // Only while there is something to point to: a closed card's fields are not drawn.
              aria-controls={open ? fieldsId : undefined}
              aria-label={t('editLabel', { n: i + 1, label })}
              onClick={onToggle}
            >
              {t('edit')}
            </button>
            <button
              type="button"
              className="button"
              aria-label={t('removeLabel', { n: i + 1, label })}
              onClick={onChange && (() => onChange(removeCard(form, card.id)))}
            >
              {t('remove')}
            </button>
          </span>
        </div>
        {open ? (
          <div id={fieldsId} className={styles.cardFields}>
            <div className={styles.cardGrid}>
              <span className={`${styles.field} ${styles.wide}`}>
                <label htmlFor={`card-${i}-name`}>{t('name')}</label>
                <input
                  {...fieldProps(`card-${i}-name`)}
                  type="text"
                  {...valueProps(card.name, patch((e) => ({ name: e.target.value })))}
                  autoComplete="off"
                  spellCheck={false}
                />
              </span>
              <span className={styles.field}>
                <label htmlFor={`card-${i}-owner`}>{t('owner')}</label>
                <select {...fieldProps(`card-${i}-owner`)} {...valueProps(card.ownerKey, patch<HTMLSelectElement>((e) => ({ ownerKey: e.target.value })))}>
                  {form.players.map((p, s) => (
                    <option key={p.key} value={p.key}>
                      {p.name || t('seat', { n: s + 1 })}
                    </option>
                  ))}
                </select>
              </span>
              <span className={styles.field}>
                <label htmlFor={`card-${i}-zone`}>{t('zone')}</label>
                <select {...fieldProps(`card-${i}-zone`)} {...valueProps(card.zone, patch<HTMLSelectElement>((e) => ({ zone: e.target.value as Zone })))}>
                  {ZONES.map((z) => (
                    <option key={z} value={z}>
                      {t(`zones.${z}`)}
                    </option>
                  ))}
                </select>
              </span>
              <span className={`${styles.field} ${styles.narrow}`}>
                <label htmlFor={`card-${i}-mv`}>{t('manaValue')}</label>
                <input
                  {...fieldProps(`card-${i}-mv`)}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  step={1}
                  {...valueProps(card.manaValue, patch((e) => ({ manaValue: Math.max(0, wholeNumber(e.target.value)) })))}
                />
              </span>
              {card.zone === 'battlefield' ? (
                <span className={styles.field}>
                  <label htmlFor={`card-${i}-controller`}>{t('controller')}</label>
                  <select
                    {...fieldProps(`card-${i}-controller`)}
                    {...valueProps(card.controllerKey, patch<HTMLSelectElement>((e) => ({ controllerKey: e.target.value })))}
                  >
                    <option value="">{t('theOwner')}</option>
                    <OtherPlayerOptions form={form} except={card.ownerKey} />
                  </select>
                </span>
              ) : null}
              <CombatFields card={card} index={i} form={form} onChange={onChange} fieldProps={fieldProps} />
            </div>
            <fieldset className={styles.types} {...fieldProps(`card-${i}-types`)}>
              <legend>{t('types')}</legend>
              {CARD_TYPES.map((type: CardType) => (
                <label key={type} className={styles.check}>
                  <input
                    type="checkbox"
                    {...checkedProps(
                      card.types.includes(type),
                      onChange && ((e) => onChange(toggleCardType(form, card.id, type, e.target.checked, CARD_TYPES))),
                    )}
                  />{' '}
                  {narrator.cardType(type)}
                </label>
              ))}
            </fieldset>
          </div>
        ) : null}
      </fieldset>
    </li>
  );
}
