// README.md and docs/ are not site pages: the site's crawl (e2e/quality/crawl.spec.ts) never follows
// their links. Here every relative link and `#anchor` in them must land (scripts/lib/doc-links.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { anchorsOf, brokenLinks, githubSlugs, linksOf, missingPaths } from '../lib/doc-links';

const root = path.join(__dirname, '../..');
const docs = fs
  .readdirSync(path.join(root, 'docs'))
  .filter((f) => f.endsWith('.md'))
  .map((f) => `docs/${f}`);
const FILES = ['README.md', 'scripts/README.md', ...docs];
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
/** The top-level folders, as the README's "What each folder holds" lists them (`- \`engine/\`: …`). */
const FOLDERS = [...readme.matchAll(/^- `([\w.-]+)\/`/gm)].map((m) => m[1]!);

describe('the links of README.md and docs/', () => {
  it('every relative link names a file of the repository, and every #anchor a heading there', () => {
    expect(brokenLinks(root, FILES), 'links that do not land (file:line: url: why)').toEqual([]);
  });

  it('every repository path written as code names a file or folder', () => {
    expect(FOLDERS).toEqual(expect.arrayContaining(['app', 'components', 'content', 'engine', 'i18n', 'scripts']));
    expect(missingPaths(root, FILES, FOLDERS), 'paths that name nothing (file:line: path)').toEqual([]);
  });

  it('finds links to check, and the README links every document of docs/', () => {
    const linked = new Set(linksOf(readme).map((l) => l.url.split('#')[0]));
    expect(linked.size).toBeGreaterThan(10);
    expect(docs.length).toBeGreaterThan(5);
    expect(docs.filter((d) => !linked.has(d)), 'documents of docs/ the README does not link').toEqual([]);
  });
});

describe('GitHub heading ids', () => {
  it('drop punctuation and code marks, keep letters with accents, number repeats', () => {
    expect(
      githubSlugs([
        '`apnap/2`: teams, controlled players, the APNAP family',
        'The French edition (`/fr/…`) and interface strings',
        "Before and after: the sandbox's cards (6 December 2026)",
        'Mesurer l’écran',
        'Usage',
        'Usage',
        'snake_case and kebab-case',
      ]),
    ).toEqual([
      'apnap2-teams-controlled-players-the-apnap-family',
      'the-french-edition-fr-and-interface-strings',
      'before-and-after-the-sandboxs-cards-6-december-2026',
      'mesurer-lécran',
      'usage',
      'usage-1',
      'snake_case-and-kebab-case',
    ]);
  });

  it('a file offers its headings and its <a id> anchors', () => {
    expect([...anchorsOf('# Title\n\n## A `code` part\n\n<a id="kept"></a>\n')]).toEqual(['title', 'a-code-part', 'kept']);
  });
});

describe('the checker', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'doc-links-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  fs.mkdirSync(path.join(dir, 'docs'));
  fs.writeFileSync(path.join(dir, 'code.ts'), 'export {};\n');
  fs.writeFileSync(path.join(dir, 'docs/other.md'), '# Other\n\n## Its part\n');
  const lines = [
    '# Here',
    '[ok](docs/other.md#its-part) [ok](#here) [ok](code.ts#L1) [ok](https://example.org/x#y) [ok](docs/)',
    '[gone](docs/missing.md)',
    '[no such part](docs/other.md#no-part)',
    '[here, no such part](#nowhere)',
    '[site](/rules/101.4)',
    '[code anchor](code.ts#main)',
    '[outside](../elsewhere.md)',
  ];
  fs.writeFileSync(path.join(dir, 'README.md'), lines.join('\n\n'));

  it('passes what lands and names each link that does not, with its line and why', () => {
    expect(brokenLinks(dir, ['README.md'])).toEqual([
      'README.md:5: docs/missing.md: no file or folder docs/missing.md',
      'README.md:7: docs/other.md#no-part: no heading or <a id> "no-part" in docs/other.md',
      'README.md:9: #nowhere: no heading or <a id> "nowhere" in README.md',
      "README.md:11: /rules/101.4: a site address, which GitHub resolves against the repository's root; write it as code, or link the file that makes it",
      'README.md:13: code.ts#main: code.ts is not Markdown, so its only anchors are lines (#L12)',
      'README.md:15: ../elsewhere.md: points outside the repository',
    ]);
  });

  it('names each path written as code that is gone, and leaves placeholders and other code alone', () => {
    fs.writeFileSync(path.join(dir, 'docs/paths.md'), 'See `docs/other.md`, `docs/` and `code` (`docs/<slug>.md`, `docs/*.md`),\nthen `docs/gone.ts`.\n');
    expect(missingPaths(dir, ['docs/paths.md'], ['docs'])).toEqual(['docs/paths.md:2: docs/gone.ts: no such file or folder']);
  });
});
