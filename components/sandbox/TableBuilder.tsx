// The table builder form: players, the active player, the effect and the cards.
// Every field has a label; ids follow the engine's error paths (`cards[2].zone` → `card-2-zone`)
// so a field the engine rejects can be marked and focused. No hooks but the translations': the
// server draws the default table with it (StaticSandbox, no handler), the sandbox app the live one.
import { useTranslations } from 'next-intl';
import type { ChangeEvent } from 'react';
import type { EffectId } from '@/engine/types';
import { checkedProps } from '@/components/forms/checked-props';
import { valueProps } from '@/components/forms/value-props';
import { useNarrator } from '@/components/simulator/use-narrator';
import { MAX_NAME_LENGTH, MAX_PLAYERS, MIN_PLAYERS, TEAM_PLAYERS, type TableForm } from './table-form';
import { addPlayer, setTeams, movePlayer, removePlayer, updatePlayer } from './player-edits';
import { KNOWN_CARDS, addCard, addKnownCard } from './card-edits';
import { CardFields, PlayerSelect, wholeNumber } from './CardFields';
import { effectCatalog, effectInfo } from './sandbox-example';
import styles from './sandbox.module.css';
import { SoulfireTargets } from './SoulfireTargets';

export interface TableBuilderProps {
  form: TableForm;
  /** Absent in the server's drawing. */
  onChange?: (form: TableForm) => void;
  /** The id of the field the engine rejects, and why. */
  invalid: { fieldId: string | null; message: string } | null;
  /** The cards drawn open, by card id (none in the server's drawing; the app opens a rejected one). */
  openCards?: ReadonlySet<string>;
  /** Opens or closes a card; absent in the server's drawing. */
  onToggleCard?: (cardId: string) => void;
}

export function TableBuilder({ form, onChange, invalid, openCards, onToggleCard }: TableBuilderProps) {
  const t = useTranslations('sandbox.builder');
  const narrator = useNarrator();
  const errorId = 'table-error';
  const fieldProps = (id: string) =>
    invalid?.fieldId === id ? { id, 'aria-invalid': true as const, 'aria-describedby': errorId } : { id };
  const players = form.players;
  const effect = effectInfo(form.effectId);
  /** A handler that makes the next form from the event, or none in the server's drawing. */
  const edit = <A extends unknown[]>(next: (...a: A) => TableForm) => (onChange ? (...a: A) => onChange(next(...a)) : undefined);

  return (
    <div className={styles.builder}>
      <fieldset className={styles.group}>
        <legend>{t('players')}</legend>
        <ol className={styles.players}>
          {players.map((p, i) => (
            <li key={p.key} className={styles.playerRow}>
              <span className={styles.field}>
                <label htmlFor={`player-${i}-name`}>{t('seatName', { n: i + 1 })}</label>
                <input
                  {...fieldProps(`player-${i}-name`)}
                  type="text"
                  {...valueProps(p.name, edit((e: ChangeEvent<HTMLInputElement>) => updatePlayer(form, p.key, { name: e.target.value })))}
                  maxLength={MAX_NAME_LENGTH}
                  autoComplete="off"
                  spellCheck={false}
                />
              </span>
              <span className={`${styles.field} ${styles.narrow}`}>
                <label htmlFor={`player-${i}-life`}>{t('life')}</label>
                <input
                  id={`player-${i}-life`}
                  type="number"
                  inputMode="numeric"
                  step={1}
                  {...valueProps(p.life, edit((e: ChangeEvent<HTMLInputElement>) => updatePlayer(form, p.key, { life: wholeNumber(e.target.value) })))}
                />
              </span>
              <span className={styles.rowButtons}>
                <button
                  type="button"
                  className="button"
                  disabled={i === 0}
                  aria-label={t('moveEarlier', { name: p.name || t('seat', { n: i + 1 }) })}
                  onClick={edit(() => movePlayer(form, p.key, -1))}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="button"
                  disabled={i === players.length - 1}
                  aria-label={t('moveLater', { name: p.name || t('seat', { n: i + 1 }) })}
                  onClick={edit(() => movePlayer(form, p.key, 1))}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="button"
                  disabled={players.length <= MIN_PLAYERS}
                  aria-label={t('removePlayer', { name: p.name || t('seat', { n: i + 1 }) })}
                  onClick={edit(() => removePlayer(form, p.key))}
                >
                  {t('remove')}
                </button>
              </span>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="button"
          disabled={players.length >= MAX_PLAYERS}
          onClick={edit(() => addPlayer(form))}
        >
          {t('addPlayer')}
        </button>{' '}
        <span className={styles.hint}>{t('playerRange', { min: MIN_PLAYERS, max: MAX_PLAYERS })}</span>
        {players.length === TEAM_PLAYERS ? (
          <div className={styles.field}>
            <label>
              <input
                type="checkbox"
                {...checkedProps(Boolean(form.teams?.length), edit((e: ChangeEvent<HTMLInputElement>) => setTeams(form, e.target.checked)))}
              />{' '}
              {t('teams')}
            </label>
            {form.teams?.length ? (
              <span className={styles.hint}>
                {t('teamsHint', {
                  first: form.teams[0]!.map((k) => players.find((p) => p.key === k)?.name ?? '').join(' + '),
                  second: form.teams[1]!.map((k) => players.find((p) => p.key === k)?.name ?? '').join(' + '),
                })}
              </span>
            ) : null}
          </div>
        ) : null}
        <PlayerSelect
          id="active-player"
          label={t('activePlayer')}
          players={players}
          value={form.activeKey}
          onSelect={edit((activeKey: string) => ({ ...form, activeKey }))}
          fieldProps={fieldProps}
        />
      </fieldset>

      <fieldset className={styles.group}>
        <legend>{t('effectLegend')}</legend>
        <div className={styles.field}>
          <label htmlFor="effect-id">{t('effect')}</label>
          <select
            {...fieldProps('effect-id')}
            {...valueProps(form.effectId, edit((e: ChangeEvent<HTMLSelectElement>) => ({ ...form, effectId: e.target.value as EffectId })))}
          >
            {effectCatalog().map((e) => (
              <option key={e.id} value={e.id}>
                {narrator.effectName(e.id)}
              </option>
            ))}
          </select>
        </div>
        {effect ? (
          <p className={styles.oracle}>
            {t('effectText', { text: narrator.effectText(effect.id) })} <span className="rule-tag">{effect.rule}</span>
          </p>
        ) : null}
        <PlayerSelect
          id="effect-controller"
          label={t('controlledBy')}
          players={players}
          value={form.effectControllerKey}
          onSelect={edit((effectControllerKey: string) => ({ ...form, effectControllerKey }))}
          fieldProps={fieldProps}
        />
      </fieldset>

      <SoulfireTargets form={form} onChange={onChange} />

      <fieldset className={styles.group}>
        <legend>{t('cards')}</legend>
        {form.cards.length === 0 ? <p className={styles.hint}>{t('noCards')}</p> : null}
        <ol className={styles.cards}>
          {form.cards.map((c, i) => (
            <CardFields
              key={c.id}
              card={c}
              index={i}
              form={form}
              onChange={onChange}
              fieldProps={fieldProps}
              open={Boolean(openCards?.has(c.id))}
              onToggle={onToggleCard && (() => onToggleCard(c.id))}
            />
          ))}
        </ol>
        <button type="button" className="button" onClick={edit(() => addCard(form, undefined, t('newCardName')))}>
          {t('addCard')}
        </button>
        <div className={styles.knownCards} role="group" aria-labelledby="known-cards-label">
          <p id="known-cards-label" className={styles.hint}>
            {t('knownCards')}
          </p>
          {KNOWN_CARDS.map((k) => (
            <button key={k.name} type="button" className="button" onClick={edit(() => addKnownCard(form, k.name))}>
              {t('addKnown', { name: k.name })}
            </button>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
