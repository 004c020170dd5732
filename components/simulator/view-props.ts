import type { Example } from '@/content/example-types';
import type { SimulatorViewProps } from './SimulatorView';

/** The id prefix for one simulator's ids (headings, zones, fields). */
export function simulatorIdPrefix(slug: string, id?: string): string {
  return `sim-${(id ?? slug).replace(/[^A-Za-z0-9_-]/g, '-')}`;
}

/** The props shared by the server's static view and the interactive one. */
export function exampleProps(
  example: Example,
  options: { idPrefix: string; headingLevel: number; ownPageHref?: string },
): Pick<
  SimulatorViewProps,
  'idPrefix' | 'headingLevel' | 'title' | 'summary' | 'rule' | 'derivedFromRules' | 'ownPageHref' | 'players'
> {
  return {
    ...options,
    title: example.title,
    summary: example.summary,
    rule: example.rule,
    derivedFromRules: example.derivedFromRules,
    players: example.scenario.players,
  };
}
