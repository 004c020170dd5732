'use client';
// The island: the static simulator stays on screen until the interactive part is wanted (pointed at,
// touched, focused, or near the viewport once the reader acts; at once with `eager`) and its chunk
// has loaded, then the interactive part takes its place in one commit, with the same markup, so
// nothing moves. The interactive part is a dynamic import(), so it is not in the page's first-load
// JavaScript. If the chunk cannot load (offline), the static view simply stays.
//
// The static view is the server's HTML, and the browser has nothing to do with it until then: while
// the page hydrates it sits in a Suspense boundary that holds (HoldWhileHydrating), so React leaves
// that markup as the server wrote it instead of walking it element by element (a rule page carries
// seven simulators: most of its elements). Rendered in the browser (a client-side navigation, tests),
// it renders as usual.
import { Suspense, use, useCallback, useRef, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { loadNarrator } from '@/components/i18n/load-narrator';
import { usePageLang } from '@/components/i18n/use-page-lang';
import { Heading } from './Heading';
import type { IslandProps } from './island-props';
import { useWhenWanted } from './use-when-wanted';
import styles from './simulator.module.css';

// One chunk, shared by every simulator on the page, fetched with the narrator of the page's language
// (load-narrator.ts); rendered only once both are there, so it never suspends.
type InteractiveProps = IslandProps & { onReady?: () => void };
let loaded: ComponentType<InteractiveProps> | null = null;
const loadInteractive = () =>
  import('./InteractiveSimulator').then((m) => {
    loaded = m.default;
  });

function InteractiveSimulator(props: InteractiveProps) {
  const Loaded = loaded!;
  return <Loaded {...props} />;
}

const NEVER = new Promise<never>(() => {});
const noSubscription = () => () => {};

/**
 * Suspends while React hydrates the server's HTML (the server snapshot is only used then), so the
 * boundary around it stays as the server rendered it; renders its children otherwise. The children
 * are below it, not beside it: React renders the siblings of a component that suspends (to warm
 * them up), which would walk the whole static view again on every retry.
 */
function HoldWhileHydrating({ children }: { children: ReactNode }) {
  const hydrating = useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );
  if (hydrating && typeof window !== 'undefined') use(NEVER);
  return children;
}

export function SimulatorIsland({ children, ...props }: IslandProps & { children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const lang = usePageLang();
  const load = useCallback(() => Promise.all([loadInteractive(), loadNarrator(lang)]).then(() => true), [lang]);
  const wanted = useWhenWanted(ref, load, props.eager);
  const [ready, setReady] = useState(false);
  const onReady = useCallback(() => setReady(true), []);
  return (
    <section
      ref={ref}
      className={styles.root}
      data-simulator=""
      data-slug={props.dataSlug}
      data-ready={ready ? 'true' : 'false'}
      aria-labelledby={`${props.idPrefix}-title`}
    >
      {props.title ? (
        <Heading level={props.headingLevel} id={`${props.idPrefix}-title`} className={styles.title}>
          {props.title}
        </Heading>
      ) : null}
      {wanted ? (
        <InteractiveSimulator {...props} onReady={onReady} />
      ) : (
        <Suspense fallback={null}>
          <HoldWhileHydrating>{children}</HoldWhileHydrating>
        </Suspense>
      )}
    </section>
  );
}
