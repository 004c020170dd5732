import { useTranslations } from 'next-intl';
import type { PlayerId } from '@/engine/types';
import type { Narrator } from '@/i18n/narrators';
import type { AbilityModel } from './ability-model';
import { useNarrator } from './use-narrator';
import type { SimT } from './viewer';
import styles from './try-it.module.css';

/**
 * One side's waiting abilities, in the order the reader currently wants them on the stack: a
 * player's own (603.3b), or in Two-Headed Giant a whole team's, `player` being its primary player (805.7).
 */
export interface OrderGroup {
  player: PlayerId;
  abilities: readonly AbilityModel[];
  /** Two-Headed Giant: the team whose abilities these are (805.7). */
  team?: readonly PlayerId[];
}

export interface TriggerOrderProps {
  id: string;
  groups: readonly OrderGroup[];
  /** Moves one ability one place earlier (-1, lower on the stack) or later (+1, higher). */
  onMove: (player: PlayerId, index: number, delta: -1 | 1) => void;
  /** Puts that player's abilities on the stack in the order shown (the engine says whether they may). */
  onPlace: (player: PlayerId) => void;
  /** Said politely after a move ("… now first: bottom, resolves last."), see `moveStatus`. */
  status: string;
}

export function place(i: number, length: number, t: SimT): string {
  if (i === 0) return t('order.first');
  if (i === length - 1) return t('order.last');
  return t('order.nth', { n: i + 1, total: length });
}

/**
 * Try it yourself, 603.3b: each player with several waiting abilities orders them, first listed
 * = first on the stack (lowest). Up/down buttons work with a pointer and the keyboard alike; a
 * button at the end of the list stays focusable (aria-disabled) so focus never jumps away. The
 * panel shows every such player, in seat order: working out who goes first is the exercise.
 */
export function TriggerOrder({ id, groups, onMove, onPlace, status }: TriggerOrderProps) {
  const say = useNarrator();
  const t = useTranslations('simulator');
  const move = (group: OrderGroup, i: number, delta: -1 | 1) => {
    const j = i + delta;
    if (j >= 0 && j < group.abilities.length) onMove(group.player, i, delta);
  };
  return (
    <div className={styles.order}>
      {groups.map((group) => {
        const legend = `${id}-order-${group.player.replace(/[^A-Za-z0-9_-]/g, '-')}`;
        const n = group.abilities.length;
        return (
          <fieldset key={group.player} className={styles.orderGroup} aria-labelledby={legend}>
            <legend id={legend}>{t(group.team ? 'order.legendTeam' : 'order.legend', { player: group.player })}</legend>
            <ol className={styles.orderList}>
              {group.abilities.map((a, i) => (
                <li key={a.id} className={styles.orderItem}>
                  <span className={styles.orderPlace}>{place(i, n, t)}</span>
                  <span className={styles.orderName}>
                    <strong>{say.abilityName(a)}</strong>, {say.abilityWho(a)}
                  </span>
                  <span className={styles.orderButtons}>
                    <button
                      type="button"
                      className="button"
                      aria-label={t('order.earlier', { ability: say.abilityName(a) })}
                      aria-disabled={i === 0}
                      onClick={() => move(group, i, -1)}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="button"
                      aria-label={t('order.later', { ability: say.abilityName(a) })}
                      aria-disabled={i === n - 1}
                      onClick={() => move(group, i, 1)}
                    >
                      ↓
                    </button>
                  </span>
                </li>
              ))}
            </ol>
            <button type="button" className="button" onClick={() => onPlace(group.player)}>
              {t(group.team ? 'order.placeTeam' : 'order.place', { player: group.player })}
            </button>
          </fieldset>
        );
      })}
      <p className="visually-hidden" role="status">
        {status}
      </p>
    </div>
  );
}

/** What a move tells a screen reader: "Blood Artist’s ability (…): now first: bottom, resolves last." */
export function moveStatus(group: OrderGroup, index: number, delta: -1 | 1, n: Narrator, t: SimT): string {
  const ability = group.abilities[index];
  const j = index + delta;
  if (!ability || j < 0 || j >= group.abilities.length) return '';
  return t('order.moved', { ability: n.abilityName(ability), place: place(j, group.abilities.length, t).toLowerCase() });
}

/** The group's order after one move (pure, for the try-it state). */
export function moveAbility(ids: readonly string[], index: number, delta: -1 | 1): string[] {
  const j = index + delta;
  if (index < 0 || index >= ids.length || j < 0 || j >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[j]] = [next[j]!, next[index]!];
  return next;
}
