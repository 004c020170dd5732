// The content layer's page loader: a page of content/, compiled by the site's MDX pipeline
// (next.config.mjs). Only the page gateways import it. It is not re-exported by content/library.ts
// on purpose: its import reaches every MDX page and the client components they use (the
// simulators), and library.ts is read by the site's layout (header links), so a re-export would
// put those components in the first-load JavaScript of every page.
import type { ComponentType } from 'react';
import type { Lang } from '@/i18n/lang';
import { page, type ContentPage } from './library';

export interface LoadedPage {
  /** The compiled MDX body (rendered with the components of mdx-components.tsx). */
  Body: ComponentType;
  meta: ContentPage;
}

/** One page, compiled, with its metadata; null when it does not exist in `lang`. */
export async function loadPage(pagePath: string, lang: Lang = 'en'): Promise<LoadedPage | null> {
  const meta = page(pagePath, lang);
  if (!meta) return null;
  const stem = meta.file.replace(/\.mdx$/, '');
  // One dynamic import over content/**/*.mdx: the bundler compiles every page, and the name is
  // always a file the layer found on disk (never a URL segment).
  const mod = (await import(`./${stem}.mdx`)) as { default: ComponentType };
  return { Body: mod.default, meta };
}
