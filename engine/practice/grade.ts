// Checking a reader's answer against the engine's.
import type { Answer, Drill } from './types';

const sameSet = (a: readonly string[] = [], b: readonly string[] = []) =>
  a.length === b.length && new Set(a).size === a.length && a.every((x) => b.includes(x));

/** True when the answer is the engine's, in the parts the drill asks for. */
export function grade(drill: Drill, answer: Answer): boolean {
  const want = drill.answer;
  switch (drill.ask.kind) {
    case 'seat':
      return answer.seat === want.seat;
    case 'yes-no':
      return answer.yes === want.yes;
    case 'options':
      return sameSet(answer.options, want.options);
    case 'seat-and-options':
      return answer.seat === want.seat && sameSet(answer.options, want.options);
  }
}

/** Every answer a reader could give (for tests: exactly one of them is right). */
export function everyAnswer(drill: Drill): Answer[] {
  const seats = drill.scenario.players;
  const subsets = (ids: readonly string[]): string[][] =>
    ids.reduce<string[][]>((acc, id) => [...acc, ...acc.map((s) => [...s, id])], [[]]);
  switch (drill.ask.kind) {
    case 'seat':
      return seats.map((seat) => ({ seat }));
    case 'yes-no':
      return [{ yes: true }, { yes: false }];
    case 'options':
      return subsets(drill.ask.options).map((options) => ({ options }));
    case 'seat-and-options': {
      const sets = subsets(drill.ask.options);
      return seats.flatMap((seat) => sets.map((options) => ({ seat, options })));
    }
  }
}
