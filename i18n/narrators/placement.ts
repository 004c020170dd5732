// A scry placement (701.22a) as the engine writes it, `top/bottom` with the 1-based positions the
// cards had (engine/rules/701.22c-scry.ts): read by every narrator, which never names the card.
export function readPlacement(option: string): { top: number[]; bottom: number[] } {
  const [top = '', bottom = ''] = option.split('/');
  const nums = (s: string) => (s ? s.split(',').map(Number) : []);
  return { top: nums(top), bottom: nums(bottom) };
}
