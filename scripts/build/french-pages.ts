// Lists, at build time, every French page under /fr/: the content pages and examples (through the
// content layer) and the applications (their French paths from components/i18n/lang.ts), in
// generated/french-pages.json, read by next.config.mjs. Any other address under /fr is the French 404
// page (a fallback rewrite, or dynamicParams = false), which must never carry the pages' public
// Cache-Control: a shared cache would keep a 404 for an address that may exist tomorrow.
import fs from 'node:fs';
import path from 'node:path';
import { localePath } from '@/components/i18n/lang';
import { APP_NAV_LINKS } from '@/components/layout/site';
import { exampleParams, exampleStepParams, pages } from '@/content/library';

/** The applications' pages (English paths): those in the header, and the offline page. */
const APP_PAGES = [...APP_NAV_LINKS.map((a) => a.href), '/offline'];

function main() {
  const paths = [
    ...pages('fr').map((p) => p.href),
    ...APP_PAGES.map((href) => localePath('fr', href)),
    ...exampleParams('fr').map(({ slug }) => `/fr/exemples/${slug}`),
    ...exampleStepParams('fr').map(({ slug, step }) => `/fr/exemples/${slug}/${step}`),
    ...exampleParams('fr').map(({ slug }) => `/fr/embed/${slug}`),
    ...exampleStepParams('fr').map(({ slug, step }) => `/fr/embed/${slug}/${step}`),
  ];
  const out = path.join(process.cwd(), 'generated', 'french-pages.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify([...new Set(paths)].sort(), null, 1)}\n`);
  console.log(`French pages: ${paths.length} → ${path.relative(process.cwd(), out)}`);
}

main();
