// What Enter does, decided from what is in the box when Enter is pressed, never from results
// computed for an earlier query: a quick "608.2e⏎" on a busy phone must not open the rule listed
// for "6" or before anything was typed. Pure, so that the race is unit-tested without timing.
import { parseRuleNumber, parseSectionNumber } from '@/content/search/search-core';
import type { SearchEntry } from '@/content/search/search-types';
import type { IndexState } from './use-searcher';

export type EnterDecision =
  | { action: 'go'; entry: SearchEntry }
  /** An index is still loading that may hold the answer: act when it has. */
  | { action: 'wait' }
  | { action: 'none' };

export interface Shown {
  /** The query the listed results were computed for. */
  query: string;
  results: readonly SearchEntry[];
  activeIndex: number;
}

/** The rule number a query names, whole: "702.19b", "rule 101.4", "702", "7". */
export const typedNumber = (query: string): string | null => parseRuleNumber(query) ?? parseSectionNumber(query);

/**
 * `typed`: the input's value now. The listed results and their active option count only when they
 * were computed for exactly that text; otherwise the searcher answers `typed` itself. A rule number
 * waits for the rules' index when the page's index does not have it yet.
 */
export function enterTarget(typed: string, shown: Shown, state: IndexState, searchFor?: (query: string) => SearchEntry[]): EnterDecision {
  const blank = !typed.trim();
  // Nothing typed: the suggestions listed, if they are listed for this (empty) box.
  if (blank) return shown.query === typed && shown.results[shown.activeIndex] ? { action: 'go', entry: shown.results[shown.activeIndex]! } : { action: 'none' };
  if (state.status === 'loading') return { action: 'wait' };
  if (state.status === 'error') return { action: 'none' };
  const number = typedNumber(typed);
  const searcher = state.searcher;
  const results = shown.query === typed ? shown.results : (searchFor ?? ((q) => searcher.search(q)))(typed);
  const index = shown.query === typed ? Math.max(shown.activeIndex, 0) : 0;
  const entry = results[index];
  const numberMissing = number !== null && results[0]?.rule !== number;
  if (numberMissing && state.rules === 'loading') return { action: 'wait' };
  return entry ? { action: 'go', entry } : { action: 'none' };
}
