// A word-level diff between two wordings (content/cr/text `wordDiff`: quote style and spacing are
// no change), as <del> and <ins>, readable without colour.
import { wordDiff } from '@/content/cr/reader';
import styles from './cr.module.css';

export function Diff({ from, to }: { from: string; to: string }) {
  return (
    <p className={styles.diff} lang="en">
      {wordDiff(from, to).map((part, i) =>
        part.op === 'same' ? (
          part.text
        ) : part.op === 'added' ? (
          <ins key={i} className={styles.added}>
            {part.text}
          </ins>
        ) : (
          <del key={i} className={styles.removed}>
            {part.text}
          </del>
        ),
      )}
    </p>
  );
}
