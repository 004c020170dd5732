import type { FaceUpCard, TableModel } from './table-model';
import { CardTile } from './CardTile';
import { Heading } from './Heading';
import styles from './table.module.css';

export interface StackViewProps {
  stack: readonly FaceUpCard[];
  resolving: TableModel['resolving'];
  id: string;
  headingLevel: number;
}

/**
 * The stack, bottom first. Each spell is controlled by whoever cast it and owned by its owner
 * (608.2g: a spell cast during resolution becomes the new top, so the last cast resolves first).
 */
export function StackView({ stack, resolving, id, headingLevel }: StackViewProps) {
  return (
    <section className={styles.stack} aria-labelledby={id}>
      <Heading level={headingLevel} id={id} className={styles.stackTitle}>
        Stack <span className={styles.count}>(bottom to top)</span>
      </Heading>
      <p className={styles.resolving}>
        Resolving: <strong>{resolving.name}</strong>
        {`, controlled by ${resolving.controller}`}
      </p>
      {stack.length ? (
        <ol className={styles.stackList}>
          {stack.map((item, i) => (
            <li key={`${item.id}-${i}`} className={styles.stackItem}>
              <span className={styles.stackPos}>
                {i === stack.length - 1 ? 'Top (resolves first)' : i === 0 ? 'Bottom' : `${i + 1}`}
              </span>
              <CardTile card={item} />
              <span className={styles.stackWho}>{`controlled by ${item.controller}, owned by ${item.owner}`}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className={styles.empty}>No other spell on the stack.</p>
      )}
    </section>
  );
}
