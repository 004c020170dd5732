'use client';
// An example page's address follows its simulator: each step the reader moves to replaces the
// URL (history.replaceState: no reload, no new history entry per click), the page title, the
// breadcrumb's last item and the pager, so a copied address opens the step on screen. "View as"
// goes in the address too (`?view=`, share-view.ts). Pages without this provider (rule pages, the
// sandbox) keep their address.
import Link from '@/components/layout/Link';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { withView } from './share-view';
import type { Viewer } from './viewer';

export interface StepAddressData {
  /** The page of each step (index 0 = step 1). */
  links: readonly string[];
  /** `document.title` at each step (the step pages' own titles). */
  titles: readonly string[];
  /** 0-based step the page was opened at. */
  initial: number;
}

interface StepAddressValue {
  index: number;
  /** The simulator moved to `index` (0-based) or changed its viewer. */
  follow: (index: number, viewer: Viewer) => void;
}

const Ctx = createContext<StepAddressValue | null>(null);

/** The page's step address, when the simulator is the page's own (null elsewhere). */
export const useStepAddress = () => useContext(Ctx);

export function StepAddress({ links, titles, initial, children }: StepAddressData & { children: ReactNode }) {
  const [index, setIndex] = useState(initial);
  const follow = useCallback(
    (to: number, viewer: Viewer) => {
      const href = links[to];
      if (!href) return;
      setIndex(to);
      const { search, hash } = window.location;
      const next = withView(`${href}${search}${hash}`, viewer, window.location.origin);
      if (next !== `${window.location.pathname}${search}${hash}`) window.history.replaceState(null, '', next);
      if (titles[to]) document.title = titles[to];
    },
    [links, titles],
  );
  const value = useMemo(() => ({ index, follow }), [index, follow]);
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}

/** The breadcrumb's last item: "Step 3 of 7", for the step on screen. */
export function StepCrumb({ labels, initial }: { labels: readonly string[]; initial: number }) {
  const index = useStepAddress()?.index ?? initial;
  return <li aria-current="page">{labels[index] ?? labels[initial]}</li>;
}

export interface StepPagerProps {
  label: string;
  links: readonly string[];
  prevLabels: readonly string[];
  nextLabels: readonly string[];
  initial: number;
}

/** "← Step 2 · Step 4 →" under the simulator, around the step on screen. */
export function StepPager({ label, links, prevLabels, nextLabels, initial }: StepPagerProps) {
  const index = useStepAddress()?.index ?? initial;
  return (
    <nav aria-label={label} className="pager">
      {index > 0 ? (
        <Link href={links[index - 1]!} rel="prev">
          {prevLabels[index]}
        </Link>
      ) : (
        <span />
      )}
      {index + 1 < links.length ? (
        <Link href={links[index + 1]!} rel="next">
          {nextLabels[index]}
        </Link>
      ) : null}
    </nav>
  );
}
