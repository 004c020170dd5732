// The interactive simulator's state: mode, step index, viewer, copy status, and the try-it run.
// The walkthrough state at step N is the engine's timeline entry N (decisions replayed), never
// a mutated object.
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import type { Example } from '@/content/example-types';
import type { Mode } from './ModeSwitch';
import { absoluteUrl, copyToClipboard } from './clipboard';
import type { SimulatorHandlers } from './SimulatorView';
import { embedCode, viewerFromSearch, withView } from './share-view';
import { useStepAddress } from './StepAddress';
import { buildTable } from './table-model';
import { useTryIt } from './useTryIt';
import { EVERYONE, type SimT, type Viewer } from './viewer';
import type { Narrator } from '@/i18n/narrators';
import { useNarrator } from './use-narrator';
import { clampStep, walkthroughOf, type WalkStep } from './walkthrough';

/** "Step 3 of 7: Ben chooses … (101.4)", for the polite live region. */
export function stepAnnouncement(step: WalkStep, total: number, n: Narrator, t: SimT): string {
  const lines = step.events.map((e) => `${n.event(e, step.state)} (${e.rule})`);
  const verdict = n.verdict(step);
  if (verdict.kind === 'rejected') lines.push(t('announce.rejected', { message: verdict.error.message }));
  const body = lines.length ? lines.join(' ') : (step.authored?.narration ?? '');
  return t('announce.step', { n: step.index + 1, total, body });
}

/** Arrow keys step through the walkthrough, except where they already mean something. */
function isArrowTarget(target: EventTarget | null): boolean {
  return !(target instanceof Element && target.closest('input, select, textarea, [contenteditable="true"]'));
}

export interface SimulatorOptions {
  example: Example;
  /** 0-based step shown first (clamped). */
  initialStep?: number;
  /** The page (or share link) of each step, index 0 = step 1. */
  stepLinks: readonly string[];
  /** Told each time the walkthrough moves (a variant group keeps the position across switches). */
  onStepChange?: (index: number) => void;
  initialMode?: Mode;
  /** The embed of each step, index 0 = step 1: offers "Embed" (its iframe code). */
  embedLinks?: readonly string[];
  /** "View as" goes in the copied links and is read from the address at load (`?view=`). */
  shareView?: boolean;
}

export function useSimulator({ example, initialStep = 0, stepLinks, onStepChange, initialMode, embedLinks, shareView }: SimulatorOptions) {
  // The walkthrough is computed once per example (shared with the server view and the step links).
  const walk = walkthroughOf(example);
  const total = walk.length;
  const [mode, setMode] = useState<Mode>(initialMode ?? 'walkthrough');
  const [index, setIndex] = useState(() => clampStep(initialStep, total));
  const [viewer, setViewer] = useState<Viewer>(EVERYONE);
  const [announcement, setAnnouncement] = useState('');
  const [copyStatus, setCopyStatus] = useState('');
  const step = walk[clampStep(index, total)]!;
  const narrator = useNarrator();
  const t = useTranslations('simulator');
  const tryIt = useTryIt(walk[0]!.state, narrator);
  // The example page's address (StepAddress): it follows the step and the viewer.
  const address = useStepAddress();

  // A shared address's "View as" (`?view=Ben`), read once the interactive part is on screen.
  const players = example.scenario.players;
  useEffect(() => {
    if (!shareView) return;
    const read = viewerFromSearch(window.location.search, players);
    /* eslint-disable react-hooks/set-state-in-effect -- the address exists only in the browser */
    if (read.viewer.kind !== 'everyone') setViewer(read.viewer);
    if (read.unknown !== null) setCopyStatus(t('share.unknownView', { name: read.unknown }));
    /* eslint-enable react-hooks/set-state-in-effect */
  }, [shareView, players, t]);

  const go = (to: number) => {
    const next = clampStep(to, total);
    if (next === index) return;
    setIndex(next);
    onStepChange?.(next);
    address?.follow(next, viewer);
    setCopyStatus('');
    setAnnouncement(stepAnnouncement(walk[next]!, total, narrator, t));
  };

  const shared = (href: string) => absoluteUrl(shareView ? withView(href, viewer) : href);
  const link = () => shared(stepLinks[step.index] ?? `/examples/${example.slug}/${step.index + 1}`);
  const copy = async (text: string, what: string) => {
    const ok = await copyToClipboard(text);
    setCopyStatus(t(ok ? 'share.copied' : 'share.failed', { what }));
  };

  const handlers: SimulatorHandlers = {
    onMode: (next) => {
      if (next === mode) return;
      // Take over from the step on screen, or from the start once the effect is over.
      if (next === 'try') tryIt.restartFrom(step.done ? walk[0]!.state : step.state);
      setMode(next);
      setAnnouncement(next === 'try' ? t('announce.try') : stepAnnouncement(step, total, narrator, t));
    },
    onViewer: (next) => {
      setViewer(next);
      setCopyStatus('');
      address?.follow(step.index, next);
    },
    onGo: go,
    onCopyLink: () => void copy(link(), t('share.whatLink')),
    onCopyText: () => void copy(narrator.copyText(example, walk, step.index, link()), t('share.whatText')),
    onCopyEmbed: embedLinks?.[step.index]
      ? () => void copy(embedCode(shared(embedLinks[step.index]!), example.title), t('share.whatEmbed'))
      : undefined,
    onKeyDown: (e: KeyboardEvent<HTMLDivElement>) => {
      if (mode !== 'walkthrough' || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
      if (!isArrowTarget(e.target)) return;
      if (e.key === 'ArrowLeft' || e.key === 'ArrowRight') {
        e.preventDefault();
        go(index + (e.key === 'ArrowRight' ? 1 : -1));
      }
    },
    onChoose: tryIt.onChoose,
    onTarget: tryIt.onTarget,
  };

  const trying = mode === 'try';
  const shown = trying ? tryIt.state : step.state;
  // In try-it mode the pending seat is not highlighted until the reader asks for a hint:
  // working out who chooses is the exercise.
  const table = useMemo(
    () => buildTable(shown, viewer, !trying || tryIt.revealPending, narrator),
    [shown, viewer, trying, tryIt.revealPending, narrator],
  );
  return { walk, total, step, mode, viewer, table, handlers, tryIt, announcement, copyStatus };
}

/** The live part of SimulatorView's props, from the simulator's state (shared by every live simulator). */
export function liveViewProps(sim: ReturnType<typeof useSimulator>) {
  return {
    mode: sim.mode,
    viewer: sim.viewer,
    table: sim.table,
    step: sim.step,
    total: sim.total,
    tryIt: { model: sim.tryIt.model, handlers: sim.tryIt.handlers },
    handlers: sim.handlers,
    announcement: sim.announcement,
    copyStatus: sim.copyStatus,
  };
}
