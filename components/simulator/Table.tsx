import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import type { FaceUpCard, SeatModel, TableModel } from './table-model';
import { Seat } from './Seat';
import { StackView } from './StackView';
import styles from './table.module.css';

export interface TableProps {
  table: TableModel;
  idPrefix: string;
  headingLevel: number;
  /** e.g. "Everyone (teaching view: all cards shown)". */
  viewerLabel: string;
  onChoose?: (card: FaceUpCard) => void;
  selection?: readonly string[];
  /** A control drawn in each seat's header (practice: "Ana chooses next"). */
  seatAction?: (seat: SeatModel) => ReactNode;
}

/** The table: the stack, then the seats in turn order (stacked on narrow screens). */
export function Table({ table, idPrefix, headingLevel, viewerLabel, onChoose, selection, seatAction }: TableProps) {
  const t = useTranslations('simulator.table');
  return (
    <div className={styles.table} role="group" aria-label={t('label', { viewer: viewerLabel })}>
      <StackView
        stack={table.stack}
        waiting={table.waiting}
        resolving={table.resolving}
        id={`${idPrefix}-stack`}
        headingLevel={headingLevel}
        onChoose={onChoose}
        turns={table.turns}
      />
      {table.teams.length ? <Teams table={table} /> : null}
      <div className={styles.seats}>
        {table.seats.map((seat) => (
          <Seat
            key={seat.player}
            seat={seat}
            idPrefix={idPrefix}
            headingLevel={headingLevel}
            onChoose={onChoose}
            selection={selection}
            action={seatAction?.(seat)}
          />
        ))}
      </div>
    </div>
  );
}

/**
 * Two-Headed Giant (810): who is with whom, the active team (805.4a), the primary player (805.2) and
 * the shared life total, said once per team (810.4), not on each seat.
 */
function Teams({ table }: { table: TableModel }) {
  const t = useTranslations('simulator.table');
  // 810.1: a team is two players.
  const name = (players: readonly string[]) => t('teamName', { first: players[0] ?? '', second: players.slice(1).join(', ') });
  return (
    <ul className={styles.teams} aria-label={t('teams')}>
      {table.teams.map((team) => (
        <li key={team.players.join(' ')} className={[styles.team, team.active ? styles.activeSeat : '', team.lost ? styles.lostSeat : ''].filter(Boolean).join(' ')}>
          <strong>{name(team.players)}</strong>
          {team.active ? <span className={`${styles.badge} ${styles.activeBadge}`}>{t('activeTeam')}</span> : null}
          {team.lost ? <span className={`${styles.badge} ${styles.lostBadge}`}>{t('teamLost')}</span> : null}
          <span>
            {t('teamLife')} <strong>{team.life}</strong>
          </span>
          <span className={styles.seatNumber}>{t('primary', { player: team.primary })}</span>
        </li>
      ))}
    </ul>
  );
}
