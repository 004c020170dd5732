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
}

/** One player's place at the table: badges, life, library count and zones. */
export function Seat({ seat, idPrefix, headingLevel, onChoose, selection }: SeatProps) {
  const id = `${idPrefix}-seat-${seat.seat}`;
  const zone = (name: string) => `${id}-${name}`;
  const classes = [styles.seat, seat.active ? styles.activeSeat : '', seat.pending ? styles.pendingSeat : ''];
  return (
    <section className={classes.filter(Boolean).join(' ')} aria-labelledby={`${id}-name`}>
      <div className={styles.seatHeader}>
        <Heading level={headingLevel} id={`${id}-name`} className={styles.seatName}>
          {seat.player}
        </Heading>
        <span className={styles.seatNumber}>{`Seat ${seat.seat}`}</span>
        {seat.active ? <span className={`${styles.badge} ${styles.activeBadge}`}>Active player</span> : null}
        {seat.pending ? <span className={`${styles.badge} ${styles.pendingBadge}`}>▶ Choosing now</span> : null}
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
