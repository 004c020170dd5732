// Reading a fact's parameters (the engine's `params`: strings and numbers) in any narrator.
import type { Params } from '@/engine/types';

/** A parameter as text ('' when the fact has none). */
export const str = (p: Params, k: string): string => String(p[k] ?? '');
/** A parameter as a number (0 when the fact has none). */
export const num = (p: Params, k: string): number => Number(p[k] ?? 0);
