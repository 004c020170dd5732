// What makes a drill the same drill: its table, the moment shown, what it states, what it asks
// and the engine's answer. The engine's explanatory wording (prompts, reasons, log text) is left
// out: it may be improved without a drill link showing a different drill.
import { hashString } from './rng';
import type { Drill } from './types';

export function drillFingerprint(d: Drill): string {
  const identity = {
    scenario: d.scenario,
    shown: d.shown,
    stated: d.stated.map((c) => [c.player, c.text]),
    ask: d.ask,
    answer: d.answer,
  };
  return hashString(JSON.stringify(identity)).toString(16).padStart(8, '0');
}
