'use client';
// /practice once its code has loaded: reads the drill from the URL (or picks one for the reader's
// settings and puts it in the URL), takes the answer, asks the engine, keeps score in this browser.
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { localePath } from '@/i18n/lang';
import { usePageLang } from '@/components/i18n/use-page-lang';
import type { PracticeNarrator } from '@/i18n/narrators/practice';
import { drillQuery, generateDrill, GENERATOR_VERSION, grade, MAX_SEED, pickDrill, readDrillLink } from '@/engine/practice';
import type { Answer, Drill, DrillFilter, TopicId } from '@/engine/practice';
import { DrillView } from './DrillView';
import { whenIdle } from './idle';
import { Settings } from './Settings';
import { loadScore, loadSettings, NO_SCORE, saveScore, saveSettings, scored, type Score } from './storage';
import styles from './practice.module.css';

type Shown =
  | { kind: 'drill'; drill: Drill; verdict: boolean | null; seat: string | null }
  | { kind: 'problem'; message: string; topic?: TopicId };

/** A random starting seed for the next drill (only where the URL doesn't name one). */
function randomSeed(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0]! % (MAX_SEED + 1);
}

function fromLocation(search: string, couldNotMake: (message: string) => string, say: PracticeNarrator): Shown | null {
  const link = readDrillLink(search);
  if (link.kind === 'none') return null;
  if (link.kind === 'problem') return { kind: 'problem', message: say.linkProblem(link.problem), topic: link.topic };
  try {
    return { kind: 'drill', drill: generateDrill(link.params.seed, link.params.topic, link.params.version), verdict: null, seat: null };
  } catch (e) {
    return { kind: 'problem', message: couldNotMake((e as Error).message) };
  }
}

/** `say`: the drills' narrator in the page's language (i18n/narrators/{en,fr}/practice.ts). */
export function PracticeApp({ say, onReady }: { say: PracticeNarrator; onReady?: () => void }) {
  const t = useTranslations('practice');
  const lang = usePageLang();
  // The drill's own URL, on this page's language (/practice or /fr/entrainement), of its own generator version.
  const drillUrl = useCallback((drill: Pick<Drill, 'seed' | 'topic' | 'version'>) => localePath(lang, `/practice?${drillQuery(drill)}`), [lang]);
  const couldNotMake = useCallback((message: string) => t('drillProblem', { message }), [t]);
  const [shown, setShown] = useState<Shown | null>(null);
  const [score, setScore] = useState<Score>(NO_SCORE);
  const [settings, setSettings] = useState<DrillFilter | null>(null);
  const focusNext = useRef(false);

  const show = useCallback((drill: Drill, how: 'push' | 'replace') => {
    const url = drillUrl(drill);
    if (how === 'push') window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
    setShown({ kind: 'drill', drill, verdict: null, seat: null });
  }, [drillUrl]);

  // After hydration: the URL's drill, or a fresh one for the saved settings, generated once the
  // main thread is idle (not in the task that mounts the page).
  useEffect(() => {
    const saved = loadSettings();
    /* eslint-disable react-hooks/set-state-in-effect -- the URL and storage exist only in the browser */
    setSettings(saved);
    setScore(loadScore());
    /* eslint-enable react-hooks/set-state-in-effect */
    const cancel = whenIdle(() => {
      const fromUrl = fromLocation(window.location.search, couldNotMake, say);
      // A transition: React renders the drill's table in slices that leave the main thread free
      // between them, rather than in one long task after the generation's.
      startTransition(() => {
        if (fromUrl) setShown(fromUrl);
        else show(pickDrill(randomSeed(), saved), 'replace');
      });
    });
    const onPop = () => setShown(fromLocation(window.location.search, couldNotMake, say));
    window.addEventListener('popstate', onPop);
    return () => {
      cancel();
      window.removeEventListener('popstate', onPop);
    };
  }, [show, couldNotMake, say]);

  // Ready (for the island and the tests) once the first drill or problem is on screen.
  const shownOnce = shown !== null;
  useEffect(() => {
    if (shownOnce) onReady?.();
  }, [shownOnce, onReady]);

  useEffect(() => {
    if (focusNext.current) {
      focusNext.current = false;
      document.getElementById('drill-title')?.focus();
    }
  }, [shown]);

  const next = (topic?: TopicId) => {
    if (!settings) return;
    focusNext.current = true;
    show(pickDrill(randomSeed(), topic ? { ...settings, topics: [topic] } : settings), 'push');
  };

  const answer = (a: Answer) => {
    if (shown?.kind !== 'drill' || shown.verdict !== null) return;
    const right = grade(shown.drill, a);
    setShown({ ...shown, verdict: right, seat: a.seat ?? null });
    const s = scored(score, right);
    setScore(s);
    saveScore(s);
  };

  const changeSettings = (s: DrillFilter) => {
    setSettings(s);
    saveSettings(s);
  };

  const resetScore = () => {
    setScore(NO_SCORE);
    saveScore(NO_SCORE);
  };

  return (
    <div className={styles.app}>
      <div className={styles.toolbar}>
        <p className={styles.score} data-testid="practice-score">
          {t.rich('score', { ...score, strong: (chunks) => <strong>{chunks}</strong> })}
        </p>
        <button type="button" className="button" onClick={resetScore}>
          {t('resetScore')}
        </button>
      </div>
      {settings ? <Settings settings={settings} onChange={changeSettings} say={say} /> : null}
      {shown?.kind === 'problem' ? (
        <div className={styles.problem} role="alert" data-testid="drill-problem">
          <p>
            <strong>{shown.message}</strong>
          </p>
          <button type="button" className="button button-primary" onClick={() => next(shown.topic)}>
            {t('newDrill')}
          </button>
        </div>
      ) : null}
      {shown?.kind === 'drill' ? (
        <>
          <p className={styles.permalink}>
            {t('drill', { seed: shown.drill.seed })} ·{' '}
            <a href={drillUrl(shown.drill)} data-testid="drill-link">
              {t('drillLink')}
            </a>
          </p>
          {shown.drill.version === GENERATOR_VERSION ? null : (
            // An older version's link opens its own drill (a promise), and says where the current one is.
            <p className={styles.olderVersion} data-testid="drill-older-version">
              {t('olderVersion', { version: shown.drill.version, current: GENERATOR_VERSION })}{' '}
              <a href={drillUrl({ ...shown.drill, version: GENERATOR_VERSION })} data-testid="drill-current-version">
                {t('currentVersion')}
              </a>
            </p>
          )}
          <DrillView
            drill={shown.drill}
            say={say}
            verdict={shown.verdict}
            chosenSeat={shown.seat}
            onAnswer={answer}
            next={
              <button type="button" className="button button-primary" onClick={() => next()}>
                {t('nextDrill')}
              </button>
            }
          />
        </>
      ) : null}
    </div>
  );
}
