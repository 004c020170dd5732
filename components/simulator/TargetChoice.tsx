import { useTranslations } from 'next-intl';
import { applyDecision } from '@/engine';
import type { GameState, PendingDecision, PlayerId } from '@/engine/types';
import { abilityModel } from './table-model';
import { useNarrator } from './use-narrator';
import tryStyles from './try-it.module.css';

export interface TargetChoiceProps {
  id: string;
  /** The engine's question: a target player for a triggered ability (603.3d). */
  pending: PendingDecision;
  state: GameState;
  onTarget?: (player: PlayerId) => void;
}

/**
 * Choosing a target (603.3d): which ability chooses (its card, the death it saw, what it does), the
 * targets the engine offers (one tap each), and why the other players are not among them. Each
 * ability's question looks alike; naming the ability and its card tells them apart.
 */
export function TargetChoice({ id, pending, state, onTarget }: TargetChoiceProps) {
  const n = useNarrator();
  const t = useTranslations('simulator.targetChoice');
  const tTable = useTranslations('simulator.table');
  const abilityId = String(pending.params.ability ?? '');
  const ability = abilityModel(state, abilityId, [], n);
  const legal = pending.options;
  const others = state.players.filter((p) => !legal.includes(p));
  // Why a player is not a target is the engine's answer to that choice (800.4: not in the game).
  const hasLeft = (player: PlayerId) => {
    const r = applyDecision(state, { player: pending.player, choice: [player] });
    return !r.ok && r.error.code === 'not-in-game';
  };
  const labelId = `${id}-target-choice`;
  return (
    <div className={tryStyles.targetChoice} role="group" aria-labelledby={labelId}>
      <p id={labelId} className={tryStyles.targetWho}>
        {t('who', { player: pending.player, ability: n.abilityName(ability) })}
      </p>
      {ability.text ? (
        <p className={tryStyles.targetText}>{t('does', { text: ability.text })}</p>
      ) : null}
      <p className={tryStyles.targetLegal}>{t('legal', { rule: pending.rule })}</p>
      <div className={tryStyles.targetButtons}>
        {legal.map((player) => (
          <button key={player} type="button" className="button" disabled={!onTarget} onClick={onTarget && (() => onTarget(player))}>
            {tTable('target', { player })}
          </button>
        ))}
      </div>
      {others.length ? (
        <ul className={tryStyles.targetOthers}>
          {others.map((player) => (
            <li key={player}>{t(hasLeft(player) ? 'left' : 'notOffered', { player })}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
