// Reads what the index is built from out of content/ (Node only: the build script and the tests).
import fs from 'node:fs';
import path from 'node:path';
import { contentPaths } from '@/components/content/pages';
import { buildSearchIndex, type IndexSources } from './build-index';
import type { SearchIndex } from './search-types';

export interface ReadOptions {
  /** Repo root; default the working directory. */
  root?: string;
  /** Told about each expected file that is missing (content is written while search is built). */
  onMissing?: (file: string) => void;
}

export function readIndexSources({ root = process.cwd(), onMissing = () => {} }: ReadOptions = {}): IndexSources {
  const contentDir = path.join(root, 'content');
  const rel = (file: string) => path.relative(root, file);

  function readJson<T>(file: string, fallback: T): T {
    const full = path.join(contentDir, file);
    if (!fs.existsSync(full)) {
      onMissing(rel(full));
      return fallback;
    }
    return JSON.parse(fs.readFileSync(full, 'utf8')) as T;
  }

  // Every page of the registry (components/content/pages.ts) is content/<route>.mdx.
  const pages = contentPaths().flatMap((route) => {
    const file = path.join(contentDir, `${route}.mdx`);
    if (!fs.existsSync(file)) {
      onMissing(rel(file));
      return [];
    }
    return [{ route, source: fs.readFileSync(file, 'utf8') }];
  });

  const examplesDir = path.join(contentDir, 'examples');
  const examples = fs.existsSync(examplesDir)
    ? fs
        .readdirSync(examplesDir)
        .filter((f) => f.endsWith('.json') && !f.endsWith('.fr.json')) // <slug>.fr.json: French text only
        .sort()
        .map((f) => JSON.parse(fs.readFileSync(path.join(examplesDir, f), 'utf8')) as IndexSources['examples'][number])
    : [];

  return {
    seedRules: readJson('seed/rules.json', {}),
    pages,
    examples,
    rulings: readJson('rulings.json', []),
    glossary: readJson('glossary.json', []),
  };
}

/** Step captions come from the engine's log, as on the step pages; without it, titles say "step N of M". */
async function loadStepCaption(onMissing: (what: string) => void): Promise<IndexSources['stepCaption']> {
  try {
    const [{ stepCaption }, { getExample }] = await Promise.all([
      import('@/components/content/example-steps'),
      import('@/components/content/examples'),
    ]);
    return (slug, index) => {
      try {
        const example = getExample(slug);
        return example ? stepCaption(example, index) : null;
      } catch {
        return null;
      }
    };
  } catch (error) {
    onMissing(`step captions (${(error as Error).message.split('\n')[0]})`);
    return undefined;
  }
}

/**
 * The index exactly as the build writes it: every page, example, ruling and glossary entry of
 * content/, with the engine's step captions. New content is indexed by this one path.
 */
export async function buildContentIndex(options: ReadOptions = {}): Promise<SearchIndex> {
  const sources = readIndexSources(options);
  return buildSearchIndex({ ...sources, stepCaption: await loadStepCaption(options.onMissing ?? (() => {})) });
}
