import Link from '@/components/layout/Link';
import { exampleHref, rulings } from '@/content/library';
import styles from './mdx.module.css';

/** The judges' questions, each answered briefly and linked to the example step that shows it. */
export function RulingsList() {
  return (
    <ul className={styles.qa}>
      {rulings().map((r) => (
        <li key={r.id}>
          <h2 id={r.id}>{r.question}</h2>
          <p>{r.answer}</p>
          <p className={styles.meta}>
            Rules: {r.rules.join(', ')}
            {r.example ? (
              <>
                {' · '}
                <Link href={exampleHref(r.example.slug, r.example.step)}>See it in the example (step {r.example.step})</Link>
              </>
            ) : null}
          </p>
        </li>
      ))}
    </ul>
  );
}
