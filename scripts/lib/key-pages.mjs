// The pages a judge opens: every content page (content/library.ts finds them in content/, so a
// new rule page is measured as soon as its file exists), the home page, an example step page,
// and the applications (sandbox, practice) that the build has. French twins are added when the
// build has them under /fr.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { distDir, exampleStep, root } from './next-server.mjs';

/** The content layer and the URL mapping, read by tsx from their TypeScript modules. */
async function tsModules() {
  const { tsImport } = await import('tsx/esm/api');
  const load = (file) => tsImport(pathToFileURL(path.join(root, file)).href, import.meta.url);
  return { library: await load('content/library.ts'), lang: await load('i18n/lang.ts') };
}

/** The app's page routes, from the build (`/(site)/sandbox/page` → '/sandbox'). */
function builtRoutes() {
  const manifest = path.join(root, distDir, 'app-path-routes-manifest.json');
  return new Set(Object.values(JSON.parse(fs.readFileSync(manifest, 'utf8'))));
}

const isPrerendered = (route) => fs.existsSync(path.join(root, distDir, 'server', 'app', `${route === '/' ? 'index' : route}.html`));

export async function keyPages() {
  const built = builtRoutes();
  const apps = ['/sandbox', '/practice'].filter((r) => built.has(r));
  const { library, lang } = await tsModules();
  const step = await exampleStep();
  const english = ['/', ...library.pages('en').map((p) => p.href), step, ...apps];
  const frenchPages = library.pages('fr').map((p) => p.href);
  const french = ['/fr', ...frenchPages, ...[step, ...apps].map((r) => lang.localePath('fr', r))].filter(isPrerendered);
  return [...english, ...french];
}
