// Compiles nothing itself: the page modules are content/**/*.mdx, compiled by the site's MDX
// pipeline (next.config.mjs). Only the Next build imports this (Vitest and tsx never load a page).
import type { ComponentType } from 'react';

/** The compiled page of `file` (relative to content/, as the layer found it: `rules/101.4.fr.mdx`). */
export async function importPage(file: string): Promise<ComponentType> {
  const stem = file.replace(/\.mdx$/, '');
  // One dynamic import over content/**/*.mdx: the bundler compiles every page, and the name is
  // always a file found on disk (never a URL segment).
  const mod = (await import(`../${stem}.mdx`)) as { default: ComponentType };
  return mod.default;
}
