// Types for engine-size.mjs (used by scripts/bench/engine.ts).
export interface EngineSize {
  label: string;
  cap: number;
  minified: number;
  gzipped: number;
}
export const ENGINE_CAPS: readonly { label: string; cap: number; entry: string }[];
export function engineSizes(root: string): Promise<EngineSize[]>;
export const kB: (n: number) => string;
export function reportSizes(sizes: EngineSize[], log?: (line: string) => void): string[];
