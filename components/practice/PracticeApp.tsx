'use client';
// /practice once its code has loaded: reads the drill from the URL (or picks one for the reader's
// settings and puts it in the URL), takes the answer, asks the engine, keeps score in this browser.
import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { localePath } from '@/i18n/lang';
import { usePageLang } from '@/components/i18n/use-page-lang';
import type { PracticeNarrator } from '@/i18n/narrators/practice';
import { drillQuery, generateDrill, GENERATOR_VERSION, grade, MAX_SEED, pickDrill, readDrillLink } from '@/engine/practice';
import type { Answer, Drill, DrillFilter, DrillParams, TopicId } from '@/engine/practice';
import { DrillView } from './DrillView';
import { whenIdle } from '@/components/hooks/when-idle';
import { PracticeView } from './PracticeView';
import { DEFAULT_SETTINGS, loadScore, loadSettings, NO_SCORE, saveScore, saveSettings, scored, type Score } from './storage';

type Shown =
  | { kind: 'drill'; drill: Drill; verdict: boolean | null; seat: string | null }
  | { kind: 'problem'; message: string; topic?: TopicId };

/** A random starting seed for the next drill (only where the URL doesn't name one). */
function randomSeed(): number {
  const a = new Uint32Array(1);
  crypto.getRandomValues(a);
  return a[0]! % (MAX_SEED + 1);
}

const drillOf = (p: DrillParams): Shown => ({ kind: 'drill', drill: generateDrill(p.seed, p.topic, p.version), verdict: null, seat: null });

function fromLocation(search: string, couldNotMake: (message: string) => string, say: PracticeNarrator): Shown | null {
  const link = readDrillLink(search);
  if (link.kind === 'none') return null;
  if (link.kind === 'problem') return { kind: 'problem', message: say.linkProblem(link.problem), topic: link.topic };
  try {
    return drillOf(link.params);
  } catch (e) {
    return { kind: 'problem', message: couldNotMake((e as Error).message) };
  }
}

export interface PracticeAppProps {
  /** The drills' narrator in the page's language (i18n/narrators/{en,fr}/practice.ts). */
  say: PracticeNarrator;
  onReady?: () => void;
  /**
   * The drill the server drew (StaticPractice), for a first visit: shown from the first render, the
   * same markup, with the default settings and no score. Absent: the URL's drill or a random one.
   */
  initial?: DrillParams;
}

export function PracticeApp({ say, onReady, initial }: PracticeAppProps) {
  const t = useTranslations('practice');
  const lang = usePageLang();
  // The drill's own URL, on this page's language (/practice or /fr/entrainement), of its own generator version.
  const drillUrl = useCallback((drill: Pick<Drill, 'seed' | 'topic' | 'version'>) => localePath(lang, `/practice?${drillQuery(drill)}`), [lang]);
  const couldNotMake = useCallback((message: string) => t('drillProblem', { message }), [t]);
  const [shown, setShown] = useState<Shown | null>(() => (initial ? drillOf(initial) : null));
  const [score, setScore] = useState<Score>(NO_SCORE);
  const [settings, setSettings] = useState<DrillFilter | null>(initial ? DEFAULT_SETTINGS : null);
  const first = useRef(!!initial);
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
    // The server's drill is already on screen (and in the address).
    const cancel = first.current ? () => {} : whenIdle(() => {
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

  // Ready (for the island and the tests) once the first drill or problem is on screen: before paint,
  // in the commit that puts the live controls in place (the island's first press: use-first-press.ts).
  const shownOnce = shown !== null;
  useLayoutEffect(() => {
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
    <PracticeView
      score={score}
      settings={settings}
      say={say}
      on={{ resetScore, changeSettings }}
      problem={shown?.kind === 'problem' ? { message: shown.message, onNew: () => next(shown.topic) } : undefined}
      drill={
        shown?.kind === 'drill'
          ? {
              params: shown.drill,
              href: drillUrl(shown.drill),
              currentHref: drillUrl({ ...shown.drill, version: GENERATOR_VERSION }),
              view: (
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
              ),
            }
          : undefined
      }
    />
  );
}
