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
