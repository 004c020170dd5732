import { useTranslations } from 'next-intl';
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
}

/** One player's place at the table: badges, life, library count and zones. */
export function Seat({ seat, idPrefix, headingLevel, onChoose, selection, action }: SeatProps) {
  const id = `${idPrefix}-seat-${seat.seat}`;
  const zone = (name: string) => `${id}-${name}`;
  const t = useTranslations('simulator.table');
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
        <span className={styles.seatNumber}>{t('seat', { n: seat.seat })}</span>
        {seat.active ? <span className={`${styles.badge} ${styles.activeBadge}`}>{t('active')}</span> : null}
        {seat.pending ? <span className={`${styles.badge} ${styles.pendingBadge}`}>{t('choosing')}</span> : null}
        {seat.lost ? <span className={`${styles.badge} ${styles.lostBadge}`}>{t('lost')}</span> : null}
        {action}
      </div>
      {seat.teammates.length ? <p className={styles.note}>{t('teammate', { list: seat.teammates.join(', ') })}</p> : null}
      <dl className={styles.stats}>
        {/* Two-Headed Giant: the team's shared life is said once, with the team (810.4). */}
        {seat.teammates.length ? null : (
          <div>
            <dt>{t('life')}</dt>
            <dd>{seat.life}</dd>
          </div>
        )}
        <div>
          <dt>{t('library')}</dt>
          <dd>{t('cards', { count: seat.libraryCount })}</dd>
        </div>
      </dl>
      {seat.choseFaceDown ? (
        <p className={styles.note}>{seat.faceDownCount === null ? t('choseFaceDown') : t('foundFaceDown', { count: seat.faceDownCount })}</p>
      ) : null}
      {seat.searching.length ? (
        <Zone id={zone('searching')} label={t('searching')} cards={seat.searching} onChoose={onChoose} selection={selection} />
      ) : null}
      {seat.namedChoices.length ? (
        <p className={styles.note}>{t('chose', { list: seat.namedChoices.join(', ') })}</p>
      ) : null}
      {seat.libraryTop.length ? <Zone id={zone('library')} label={t('libraryTop')} cards={seat.libraryTop} onChoose={onChoose} selection={selection} /> : null}
      <Zone id={zone('battlefield')} label={t('battlefield')} cards={seat.battlefield} onChoose={onChoose} selection={selection} />
      <Zone id={zone('hand')} label={t('hand')} cards={seat.hand} onChoose={onChoose} selection={selection} />
      <Zone id={zone('graveyard')} label={t('graveyard')} cards={seat.graveyard} onChoose={onChoose} selection={selection} />
      {seat.exile.length ? (
        <Zone id={zone('exile')} label={t('exile')} cards={seat.exile} onChoose={onChoose} selection={selection} />
      ) : null}
    </section>
  );
}
