'use client';
// Share links are made with the platform's CompressionStream, which is asynchronous: they are made
// after render, and a link is never shown for another table than the one on screen.
import { useEffect, useState } from 'react';
import { usePageLang } from '@/components/i18n/use-page-lang';
import type { Scenario } from '@/engine/types';
import { shareHref } from './scenario-io';

interface Made {
  scenarios: readonly Scenario[];
  origin: string;
  lang: string;
  links: string[];
}

/** The `/sandbox?s=…` (or `/fr/bac-a-sable?s=…`) links of `scenarios` (keep the array's identity while they stay the same), or null until made. */
export function useShareLinks(scenarios: readonly Scenario[] | null, origin = ''): string[] | null {
  const [made, setMade] = useState<Made | null>(null);
  // The sandbox of the page's language: a French page shares /fr/bac-a-sable links.
  const lang = usePageLang();
  useEffect(() => {
    if (!scenarios) return;
    let live = true;
    Promise.all(scenarios.map((s) => shareHref(s, origin, lang))).then(
      (links) => live && setMade({ scenarios, origin, lang, links }),
      () => {}, // CompressionStream missing (a very old browser): no link to offer
    );
    return () => {
      live = false;
    };
  }, [scenarios, origin, lang]);
  return made && made.scenarios === scenarios && made.origin === origin && made.lang === lang ? made.links : null;
}
