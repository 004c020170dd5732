import { useTranslations } from 'next-intl';
import type { CardModel, FaceUpCard } from './table-model';
import { cardLabel, markText, typeLine } from './card-label';
import { useNarrator } from './use-narrator';
import styles from './table.module.css';

export interface CardTileProps {
  card: CardModel;
  /** Try-it mode: the tile becomes a button that chooses (or selects) this card. */
  onChoose?: (card: FaceUpCard) => void;
  /** Multi-select choices: whether this card is in the current selection. */
  selected?: boolean;
}

/** A card drawn by us: name, type line and mana value on a small tile (no images). */
export function CardTile({ card, onChoose, selected }: CardTileProps) {
  const t = useTranslations('simulator');
  const n = useNarrator();
  const label = cardLabel(card, t, n);
  if (!card.faceUp) {
    return (
      <span className={`${styles.tile} ${styles.back}`}>
        <span className="visually-hidden">{label}</span>
      </span>
    );
  }
  const face = (
    <>
      <span className={styles.tileName} aria-hidden="true">
        {n.cardName(card.name)}
      </span>
      <span className={styles.tileMv} aria-hidden="true" title={t('card.manaValueTitle')}>
        {card.manaValue}
      </span>
      <span className={styles.tileTypes} aria-hidden="true">
        {typeLine(card.types, n)}
      </span>
      {card.revealed || card.chosenBy.length ? (
        <span className={styles.tileMarks} aria-hidden="true">
          {card.revealed ? <span className={styles.mark}>{t('card.revealedMark')}</span> : null}
          {/* One mark per choice: a player may choose one card twice (101.4c, Cataclysm's artifact creature). */}
          {card.chosenBy.map((m, i) => (
            <span key={`${m.player}:${i}`} className={`${styles.mark} ${styles.chosen}`}>{`✓ ${markText(m, t)}`}</span>
          ))}
        </span>
      ) : null}
    </>
  );
  const chosen = card.chosenBy.length > 0 ? styles.isChosen : '';
  if (onChoose) {
    return (
      <button
        type="button"
        className={[styles.tile, styles.tileButton, chosen, selected ? styles.isSelected : ''].filter(Boolean).join(' ')}
        aria-label={label}
        aria-pressed={selected}
        onClick={() => onChoose(card)}
      >
        {face}
      </button>
    );
  }
  return (
    <span className={[styles.tile, chosen].filter(Boolean).join(' ')}>
      {face}
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
