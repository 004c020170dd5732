import type { ReactNode } from 'react';
import type { FaceUpCard, SeatModel } from './table-model';
import { Heading } from './Heading';
import { Zone } from './Zone';
import styles from './table.module.css';

export interface SeatProps {
  seat: SeatModel;
  idPrefix: string;
  headingLevel: number;
  onChoose?: (card: FaceUpCard) => void;
  selection?: readonly string[];
  /** Drawn at the end of the seat's header. */
  action?: ReactNode;
  /** Try-it mode, when a target player is asked for (603.3d): the seat offers itself as the target. */
  onTarget?: (player: string) => void;
}

/** One player's place at the table: badges, life, library count and zones. */
export function Seat({ seat, idPrefix, headingLevel, onChoose, selection, action, onTarget }: SeatProps) {
  const id = `${idPrefix}-seat-${seat.seat}`;
  const zone = (name: string) => `${id}-${name}`;
  const classes = [
    styles.seat,
    seat.active ? styles.activeSeat : '',
    seat.pending ? styles.pendingSeat : '',
    seat.lost ? styles.lostSeat : '',
  ];
  return (
    <section className={classes.filter(Boolean).join(' ')} aria-labelledby={`${id}-name`}>
      <div className={styles.seatHeader}>
        <Heading level={headingLevel} id={`${id}-name`} className={styles.seatName}>
          {seat.player}
        </Heading>
        <span className={styles.seatNumber}>{`Seat ${seat.seat}`}</span>
        {seat.active ? <span className={`${styles.badge} ${styles.activeBadge}`}>Active player</span> : null}
        {seat.pending ? <span className={`${styles.badge} ${styles.pendingBadge}`}>▶ Choosing now</span> : null}
        {seat.lost ? <span className={`${styles.badge} ${styles.lostBadge}`}>Lost the game</span> : null}
        {onTarget ? (
          <button type="button" className={`button ${styles.targetButton}`} onClick={() => onTarget(seat.player)}>
            Target {seat.player}
          </button>
        ) : null}
        {action}
      </div>
      <dl className={styles.stats}>
        <div>
          <dt>Life</dt>
          <dd>{seat.life}</dd>
        </div>
        <div>
          <dt>Library</dt>
          <dd>{`${seat.libraryCount} ${seat.libraryCount === 1 ? 'card' : 'cards'}`}</dd>
        </div>
      </dl>
      {seat.choseFaceDown ? (
        <p className={styles.note}>Has chosen a card face down (101.4a).</p>
      ) : null}
      {seat.namedChoices.length ? (
        <p className={styles.note}>{`Chose: ${seat.namedChoices.join(', ')}.`}</p>
      ) : null}
      <Zone id={zone('battlefield')} label="Battlefield" cards={seat.battlefield} onChoose={onChoose} selection={selection} />
      <Zone id={zone('hand')} label="Hand" cards={seat.hand} onChoose={onChoose} selection={selection} />
      <Zone id={zone('graveyard')} label="Graveyard" cards={seat.graveyard} onChoose={onChoose} selection={selection} />
      {seat.exile.length ? (
        <Zone id={zone('exile')} label="Exile" cards={seat.exile} onChoose={onChoose} selection={selection} />
      ) : null}
    </section>
  );
}
