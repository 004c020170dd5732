// Lists, at build time and through the content layer, the French pages that live under folders with
// parameters (rules, cards, examples and their steps, embeds): generated/french-pages.json, read by
// next.config.mjs. Any other address under /fr is the French 404 page (a fallback rewrite, or
// dynamicParams = false), which must never carry the pages' public Cache-Control: a shared cache
// would keep a 404 for an address that may exist tomorrow.
import fs from 'node:fs';
import path from 'node:path';
import { exampleParams, exampleStepParams, pages } from '@/content/library';

function main() {
  const paths = [
    ...pages('fr').map((p) => p.href),
    ...exampleParams('fr').map(({ slug }) => `/fr/exemples/${slug}`),
    ...exampleStepParams('fr').map(({ slug, step }) => `/fr/exemples/${slug}/${step}`),
    ...exampleParams('fr').map(({ slug }) => `/fr/embed/${slug}`),
    ...exampleStepParams('fr').map(({ slug, step }) => `/fr/embed/${slug}/${step}`),
  ];
  const out = path.join(process.cwd(), 'generated', 'french-pages.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify([...new Set(paths)].sort(), null, 1)}\n`);
  console.log(`French pages under parameter folders: ${paths.length} → ${path.relative(process.cwd(), out)}`);
}

main();
