// The shape of a worked example (`content/examples/<slug>.json`). Declarative data only:
// the engine decides what is legal and what happens; a test replays every example through
// the engine and checks each step's claims (`expect`) against the engine's log.
import type { Scenario } from '@/engine/types';

/** What the narration of one step claims; each field present is checked against the engine. */
export interface StepClaim {
  /** The engine step kind: the start, a decision, or an automatic (simultaneous) action. */
  kind: 'start' | 'decision' | 'action';
  /** Who made the decision in this step (kind `decision`). */
  player?: string;
  /** Who the engine asks next after this step; `null` when the effect has finished resolving. */
  next?: string | null;
  /** Rules that this step's engine events must cite (each must appear at least once). */
  rules?: string[];
  /** Card ids that this step must name: in its engine events or in its decision's choice. */
  cards?: string[];
}

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
