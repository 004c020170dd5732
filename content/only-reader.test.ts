// content/library.ts (with its page loader, content/load-page.ts) is the only reader of content/: no file of the app, the components, the
// scripts, the end-to-end tests or the engine imports a content file or opens one by path. The
// exceptions read no content: the type module content/example-types.ts, imported with `import type`
// (no data), and the search's core (content/search/search-core.ts with its types and word matching):
// the search index's format and the searcher that reads it, shared by the index builder beside them
// and the search dialog. The Comprehensive Rules have readers of their own (content/cr/reader.ts for
// the newest edition, content/cr/history.ts for every held one), with the dataset's format and its
// text functions: each reads only its own data, content/cr/data/.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.join(__dirname, '..');
const FOLDERS = ['app', 'components', 'scripts', 'e2e', 'i18n', 'engine'];
const SOURCE = /\.(ts|tsx|mts|js|mjs|cjs)$/;

function sourceFiles(): string[] {
  // eslint.config.mjs names the forbidden imports ('@/content/*') to forbid them.
  const top = fs.readdirSync(root).filter((f) => SOURCE.test(f) && f !== 'eslint.config.mjs');
  const nested = FOLDERS.flatMap((dir) =>
    (fs.readdirSync(path.join(root, dir), { recursive: true }) as string[]).filter((f) => SOURCE.test(f)).map((f) => path.join(dir, f)),
  );
  return [...top, ...nested].map((f) => f.split(path.sep).join('/'));
}

/** The code without its comments (which may well talk about content/). */
function code(text: string): string {
  // Line comments first (one may hold "content/examples/*.json"), then block comments that start a
  // line or follow a space (not the "/*" of a glob in a string such as '@/content/*').
  return text.replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1').replace(/(^|\s)\/\*[\s\S]*?\*\//g, '$1');
}

const ALLOWED_MODULES = /^(?:@\/|(?:\.\.\/)+)content\/(?:library|load-page|example-types|search\/(?:search-core|search-types|word-match)|cr\/(?:reader|history|format|text))(?:\.ts)?$/;
const CONTENT_MODULE = /^(?:@\/|(?:\.\.?\/)+)content(?:\/|$)/;
const PATH_CALL = /\b(?:join|resolve)\s*\(/;
const FS_CALL = /\b(?:readFileSync|readdirSync|existsSync|statSync|readFile|readdir|opendir|createReadStream|glob)\s*\(/;

/** `'content/examples'` handed to any function (a file or folder that exists), or any path in an fs call. */
function isContentPath(literal: string, line: string): boolean {
  if (!/^\/?content\/(?!\$)/.test(literal) || /^content\/library\.ts$/.test(literal)) return false;
  if (FS_CALL.test(line)) return true;
  // Names such as a corpus entry's `content/examples/` prefix are not paths; an existing file is.
  return /^content\/[\w.-][\w./-]*[^/]$/.test(literal) && fs.existsSync(path.join(root, literal));
}

/** What in `text` reads content/ other than through the layer: one line per finding. */
function contentReads(text: string): string[] {
  const found: string[] = [];
  for (const line of code(text).split('\n')) {
    for (const m of line.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
      const literal = m[2] ?? '';
      const isImport = /\b(?:import|from|require)\b/.test(line.slice(0, m.index));
      if (CONTENT_MODULE.test(literal)) {
        const typeOnly = /^\s*import\s+type\b/.test(line) || /^\s*export\s+type\b/.test(line);
        if (!ALLOWED_MODULES.test(literal) || (/example-types/.test(literal) && !typeOnly)) found.push(line.trim());
      } else if (!isImport && !line.includes("'library.ts'") && (literal === 'content' ? PATH_CALL.test(line) : isContentPath(literal, line))) {
        // `path.join(root, 'content', …)` or `readFileSync('content/…')`: a path into content/
        // (loading content/library.ts itself by path, as the .mjs scripts do with tsx, is the way in).
        found.push(line.trim());
      }
    }
  }
  return found;
}

describe('the content layer is the only reader of content/', () => {
  it('recognises the ways a file could read content/', () => {
    expect(contentReads("import rules from '../content/seed/rules.json';")).toHaveLength(1);
    expect(contentReads("import { x } from '@/content/lib/open';")).toHaveLength(1);
    expect(contentReads("const dir = path.join(process.cwd(), 'content', 'examples');")).toHaveLength(1);
    expect(contentReads("fs.readFileSync('content/rulings.json', 'utf8');")).toHaveLength(1);
    expect(contentReads("const examples = read('content/examples');")).toHaveLength(1);
    expect(contentReads("expect(count('content/examples/')).toBe(14);")).toEqual([]);
    expect(contentReads("import { Example } from '@/content/example-types';")).toHaveLength(1);
    expect(contentReads("import { pages } from '@/content/library';")).toEqual([]);
    expect(contentReads("import type { Example } from '@/content/example-types';")).toEqual([]);
    expect(contentReads("import { createSearcher } from '@/content/search/search-core';")).toEqual([]);
    expect(contentReads("import { rule } from '@/content/cr/reader';")).toEqual([]);
    expect(contentReads("import data from '@/content/cr/data/current.json';")).toHaveLength(1);
    expect(contentReads("import { buildSearchIndex } from '@/content/search/build-index';")).toHaveLength(1);
    expect(contentReads("// reads content/examples/*.json\nconst name = `content/examples/${file}`;")).toEqual([]);
    expect(contentReads("await expect(meta).toHaveAttribute('content', /APNAP/);")).toEqual([]);
    expect(contentReads("tsImport(pathToFileURL(path.join(root, 'content', 'library.ts')).href)")).toEqual([]);
    expect(contentReads("// the examples (content/examples/*.json)\nconst dir = path.join(process.cwd(), 'content', 'examples');\n/** x */")).toHaveLength(1);
  });

  it.each(sourceFiles())('%s reads content/ only through content/library.ts', (file) => {
    expect(contentReads(fs.readFileSync(path.join(root, file), 'utf8'))).toEqual([]);
  });
});
