import { useTranslations } from 'next-intl';
import type { FaceUpCard, StackEntry, TableModel } from './table-model';
import type { AbilityModel } from './ability-model';
import { CardTile } from './CardTile';
import { Heading } from './Heading';
import { useNarrator } from './use-narrator';
import type { SimT } from './viewer';
import table from './table.module.css';
import styles from './stack.module.css';

export interface StackViewProps {
  stack: readonly StackEntry[];
  waiting: readonly AbilityModel[];
  resolving: TableModel['resolving'];
  id: string;
  headingLevel: number;
  /** Try-it mode: a spell that is an option of the pending choice can be clicked (Curse of Echoes). */
  onChoose?: (card: FaceUpCard) => void;
  /** The extra turns to come, in the order they will be taken (500.7). */
  turns?: readonly string[];
}

/** One triggered ability: its source, the death it saw, controller and target (603.3a, 603.3d). */
function AbilityLine({ ability }: { ability: AbilityModel }) {
  const n = useNarrator();
  return (
    <span className={styles.ability}>
      <strong>{n.abilityName(ability)}</strong>, {n.abilityWho(ability)}
      <span className={styles.abilityText}>{ability.text}</span>
    </span>
  );
}

function position(i: number, length: number, t: SimT): string {
  // 405.5: the top object resolves first.
  if (i === length - 1) return t('stack.top');
  return i === 0 ? t('stack.bottom') : `${i + 1}`;
}

/**
 * The stack, bottom first, and the triggered abilities still waiting to go on it. A spell is
 * controlled by whoever cast it (112.2) and owned by its owner (400.3); 608.2g: a spell cast during
 * resolution becomes the new top, so the last cast resolves first. Abilities that trigger during a
 * resolution wait until it has finished (603.3), then go on in APNAP order (603.3b).
 */
export function StackView({ stack, waiting, resolving, id, headingLevel, onChoose, turns = [] }: StackViewProps) {
  const t = useTranslations('simulator');
  return (
    <section className={table.stack} aria-labelledby={id}>
      <Heading level={headingLevel} id={id} className={table.stackTitle}>
        {`${t('stack.title')} `}
        <span className={table.count}>{t('stack.order')}</span>
      </Heading>
      <p className={styles.resolving}>
        {resolving.finished ? (
          t.rich('stack.finished', { name: resolving.name, strong: (c) => <strong>{c}</strong> })
        ) : (
          <>
            {t('stack.resolving')}
            <strong>{resolving.name}</strong>
            {t('stack.controlledBy', { player: resolving.controller })}
          </>
        )}
      </p>
      {turns.length ? (
        <div className={styles.waiting}>
          <p className={table.zoneLabel} id={`${id}-turns`}>
            {`${t('stack.turns')} `}
            <span className={table.count}>{t('stack.turnsRule')}</span>
          </p>
          <ol className={styles.abilityList} aria-labelledby={`${id}-turns`}>
            {turns.map((p, i) => (
              <li key={`${p}-${i}`}>{i === 0 ? t('stack.turnFirst', { player: p }) : t('stack.turnOf', { player: p })}</li>
            ))}
          </ol>
        </div>
      ) : null}
      {waiting.length ? (
        <div className={styles.waiting}>
          <p className={table.zoneLabel} id={`${id}-waiting`}>
            {`${t('stack.waiting')} `}
            <span className={table.count}>{t('stack.waitingCount', { count: waiting.length })}</span>
          </p>
          <ul className={styles.abilityList} aria-labelledby={`${id}-waiting`}>
            {waiting.map((a) => (
              <li key={a.id}>
                <AbilityLine ability={a} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {stack.length ? (
        <ol className={styles.stackList}>
          {stack.map((entry, i) => {
            const top = i === stack.length - 1;
            return (
              <li
                key={entry.kind === 'spell' ? `${entry.card.id}-${i}` : entry.kind === 'copy' ? entry.copy : entry.ability.id}
                className={top ? `${styles.stackItem} ${styles.stackTop}` : styles.stackItem}
              >
                <span className={styles.stackPos}>{position(i, stack.length, t)}</span>
                {entry.kind === 'spell' ? (
                  <>
                    <CardTile card={entry.card} onChoose={entry.option ? onChoose : undefined} />
                    <span className={styles.stackWho}>{t('stack.spellWho', { controller: entry.card.controller ?? '', owner: entry.card.owner })}</span>
                  </>
                ) : entry.kind === 'copy' ? (
                  <span className={styles.ability}>
                    <strong>{t('stack.copyOf', { name: entry.name })}</strong>, {t('stack.copyWho', { controller: entry.controller })}
                  </span>
                ) : (
                  <AbilityLine ability={entry.ability} />
                )}
              </li>
            );
          })}
        </ol>
      ) : (
        <p className={table.empty}>{resolving.finished ? t('stack.empty') : t('stack.noOther')}</p>
      )}
    </section>
  );
}
