// The shape of a worked example (`content/examples/<slug>.json`). Declarative data only:
// the engine decides what is legal and what happens; a test replays every example through
// the engine and checks each step's claims (`expect`) against the engine's log.
import type { Scenario } from '@/engine/types';

/** What the narration of one step claims (the engine checks it: engine/play/claims.ts). */
export type { StepClaim } from '@/engine';
import type { StepClaim } from '@/engine';

export interface ExampleStep {
  /** Our narration, shown with the engine's own log line. Cite rules as (101.4). */
  narration: string;
  expect: StepClaim;
}

export interface Example {
  slug: string;
  title: string;
  /** One or two sentences for the index page and meta description. */
  summary: string;
  /** The rule this example illustrates first, e.g. "101.4a". */
  rule: string;
  /** Marked "derived from the rules" in the page (no official ruling names a card for it). */
  derivedFromRules?: boolean;
  /** The scenario, with its authored decisions in `decisions`. */
  scenario: Scenario;
  /** One entry per engine timeline step, in order (start, decisions, actions). */
  steps: ExampleStep[];
}
