import { useTranslations } from 'next-intl';
import type { CardModel, FaceUpCard } from './table-model';
import { CardTile } from './CardTile';
import styles from './table.module.css';

export interface ZoneProps {
  id: string;
  label: string;
  cards: readonly CardModel[];
  empty?: string;
  onChoose?: (card: FaceUpCard) => void;
  selection?: readonly string[];
}

/** One zone of a seat: a labelled list of tiles (or "empty"). */
export function Zone({ id, label, cards, empty, onChoose, selection }: ZoneProps) {
  const t = useTranslations('simulator.table');
  return (
    <div className={styles.zone}>
      <p className={styles.zoneLabel} id={id}>
        {`${label} `}
        <span className={styles.count}>{`(${cards.length})`}</span>
      </p>
      {cards.length ? (
        <ul className={styles.tiles} aria-labelledby={id}>
          {cards.map((card) => (
            <li key={card.faceUp ? card.id : `back-${card.position}`}>
              <CardTile
                card={card}
                onChoose={card.faceUp ? onChoose : undefined}
                selected={card.faceUp && selection ? selection.includes(card.id) : undefined}
              />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{empty ?? t('empty')}</p>
      )}
    </div>
  );
}
