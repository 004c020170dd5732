'use client';
// The offline page's list of what this device has saved, asked of the service worker: the page's
// language by kind (rules, examples, the examples' steps, the other pages), the other language's
// count after it.
import Link from '@/components/layout/Link';
import { useEffect, useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { DEFAULT_LANG, PAGE_KINDS, pageKindOf, type SavedPage } from './offline-paths';
import styles from './offline.module.css';

/** The page's title without the site's name after it ("Smallpox — APNAP Lab" → "Smallpox"). */
const shortTitle = (title: string) => title.replace(/\s+[|—–-]\s+APNAP Lab$/, '');
/** The example a step page belongs to: its path without the step number. */
const exampleOf = (path: string) => path.replace(/\/\d+$/, '');

export function SavedPages() {
  const t = useTranslations('offline');
  const lang = useLocale();
  const [pages, setPages] = useState<SavedPage[] | null>(null);

  useEffect(() => {
    let live = true;
    void import('./saved-state').then(async ({ askSaved }) => {
      const list = await askSaved();
      // A worker of the previous release answers without kinds: derived from the path, as it does.
      if (live) setPages((list?.pages ?? []).map((p) => ({ ...p, lang: p.lang ?? DEFAULT_LANG, kind: p.kind ?? pageKindOf(p.path) })));
    });
    return () => {
      live = false;
    };
  }, []);

  if (pages === null) return <p>{t('looking')}</p>;
  const mine = pages.filter((p) => p.lang === lang);
  const others = pages.filter((p) => p.lang !== lang);
  if (mine.length === 0 && others.length === 0) return <p>{t('nothingSaved')}</p>;
  const titles = new Map(pages.map((p) => [p.path, shortTitle(p.title)]));
  const byExample = new Map<string, SavedPage[]>();
  for (const p of mine) if (p.kind === 'steps') byExample.set(exampleOf(p.path), [...(byExample.get(exampleOf(p.path)) ?? []), p]);

  return (
    <div className={styles.kinds} data-testid="saved-pages">
      <p>{t('savedIntro')}</p>
      {PAGE_KINDS.map((kind) => {
        const list = mine.filter((p) => p.kind === kind);
        if (list.length === 0) return null;
        return (
          <section key={kind} data-kind={kind} aria-labelledby={`saved-${kind}`}>
            <h2 id={`saved-${kind}`}>
              {t(`kinds.${kind}`)} ({list.length})
            </h2>
            {kind !== 'steps' ? (
              <ul>
                {list.map((p) => (
                  <li key={p.path}>
                    <Link href={p.path} prefetch={false}>
                      {shortTitle(p.title)}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              // Steps, under their example: its number links, not a hundred titles.
              <ul>
                {[...byExample].map(([example, steps]) => {
                  const name = titles.get(example) ?? example.split('/').at(-1)!;
                  return (
                    <li key={example}>
                      {name}
                      <ul className={styles.steps}>
                        {steps.map((s) => (
                          <li key={s.path}>
                            <Link href={s.path} prefetch={false} aria-label={t('stepLabel', { example: name, n: s.path.split('/').at(-1)! })}>
                              {s.path.split('/').at(-1)}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        );
      })}
      {others.length > 0 && <p>{t('otherLangSaved', { pages: others.length, lang: others[0]!.lang })}</p>}
    </div>
  );
}
