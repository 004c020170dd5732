import { describe, expect, it } from 'vitest';
import { createSearcher } from '@/content/search/search-core';
import type { SearchIndex } from '@/content/search/search-types';
import type { CrIndex } from '@/content/search/cr-index';
import { enterTarget } from './enter-target';
import type { IndexState } from './use-searcher';

const INDEX: SearchIndex = {
  version: 1,
  entries: [
    { kind: 'rule', title: '101.4 APNAP order', url: '/rules/101.4', rule: '101.4', text: 'The active player chooses first.', suggested: true },
    { kind: 'subrule', title: '608.2e Multi-step effects', url: '/rules/608.2e', rule: '608.2e', text: 'Choices for each step.', suggested: true },
  ],
};
const RULES: CrIndex = { version: 1, edition: '2026-01-16', rules: [['702.19b', 'The controller of an attacking creature with trample first assigns damage.']] };
const ready = (rules: 'loading' | 'ready' | 'error', withRules = rules === 'ready'): IndexState => ({
  status: 'ready',
  searcher: createSearcher(INDEX, withRules ? RULES : undefined),
  rules,
});
const suggestions = ready('ready').status === 'ready' ? createSearcher(INDEX).suggestions() : [];
const url = (d: ReturnType<typeof enterTarget>) => (d.action === 'go' ? d.entry.url : d.action);

describe('what Enter does', () => {
  it('ignores results listed for an earlier query: "608.2e" over the suggestions (101.4 first) goes to 608.2e', () => {
    const stale = { query: '', results: suggestions, activeIndex: 0 };
    expect(suggestions[0]?.url).toBe('/rules/101.4');
    expect(url(enterTarget('608.2e', stale, ready('ready')))).toBe('/rules/608.2e');
    expect(url(enterTarget('608.2e', { query: '6', results: suggestions, activeIndex: 0 }, ready('ready')))).toBe('/rules/608.2e');
  });

  it('keeps the option the reader moved to when the results are the typed query’s', () => {
    const results = createSearcher(INDEX).search('choices');
    expect(results.length).toBeGreaterThan(0);
    expect(url(enterTarget('choices', { query: 'choices', results, activeIndex: results.length - 1 }, ready('ready')))).toBe(results.at(-1)!.url);
  });

  it('waits while the page’s index loads, and for a number while the rules’ index loads', () => {
    const none = { query: '', results: [], activeIndex: -1 };
    expect(enterTarget('608.2e', none, { status: 'loading' })).toEqual({ action: 'wait' });
    expect(enterTarget('702.19b', none, ready('loading'))).toEqual({ action: 'wait' });
    expect(url(enterTarget('608.2e', none, ready('loading')))).toBe('/rules/608.2e'); // the page's index has it
    expect(url(enterTarget('702.19b', none, ready('ready')))).toBe('/rules/702.19b');
  });

  it('does nothing when nothing answers: the rules failed to load, or the index did', () => {
    const none = { query: '', results: [], activeIndex: -1 };
    expect(enterTarget('702.19b', none, ready('error'))).toEqual({ action: 'none' });
    expect(enterTarget('608.2e', none, { status: 'error' })).toEqual({ action: 'none' });
  });

  it('on an empty box, goes to the suggestion listed and active', () => {
    expect(url(enterTarget('', { query: '', results: suggestions, activeIndex: 1 }, ready('ready')))).toBe(suggestions[1]!.url);
  });
});
