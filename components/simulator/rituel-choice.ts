// The four Rituel examples, named by the two switches of the Rituel page.
/** `errata` names the seed's revised wording: the value is part of the example slugs, so it stays. */
export type Wording = 'original' | 'errata';
export type Turn = 'casters' | 'opponents';

export const WORDINGS: readonly { value: Wording; label: string }[] = [
  { value: 'original', label: 'Original wording' },
  { value: 'errata', label: 'Revised wording (“Starting with you”)' },
];

export const TURNS: readonly { value: Turn; label: string }[] = [
  { value: 'casters', label: 'The caster’s turn' },
  { value: 'opponents', label: 'An opponent’s turn' },
];

/** e.g. `rituel-errata-opponents-turn`. */
export function rituelSlug(wording: Wording, turn: Turn): string {
  return `rituel-${wording}-${turn}-turn`;
}
