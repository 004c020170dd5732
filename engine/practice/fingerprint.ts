// What makes a drill the same drill: its table, the moment shown, what it states, what it asks
// and the engine's answer. The statements and the options' labels are hashed in the words the
// version 1 links were recorded with (golden-v1.json: the English narrator's), so the caller
// passes them; the explanatory wording (prompts, reasons, log text) is left out: it may be
// improved without a drill link showing a different drill.
import { hashString } from './rng';
import type { Drill } from './types';

/** The words a fingerprint reads: each stated choice's player and text, and the ask with its labels. */
export interface FingerprintWords {
  stated: readonly { player: string; text: string }[];
  ask: unknown;
}

export function drillFingerprint(d: Pick<Drill, 'scenario' | 'shown' | 'answer'>, words: FingerprintWords): string {
  const identity = {
    scenario: d.scenario,
    shown: d.shown,
    stated: words.stated.map((c) => [c.player, c.text]),
    ask: words.ask,
    answer: d.answer,
  };
  return hashString(JSON.stringify(identity)).toString(16).padStart(8, '0');
}
