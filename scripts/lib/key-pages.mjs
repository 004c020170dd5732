// The pages a judge opens: every content page of the registry (components/content/pages.ts, so a
// new rule page is measured as soon as it is registered), the home page, an example step page,
// and the applications (sandbox, practice) that the build has. French twins are added when the
// build has them under /fr.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { distDir, exampleStep, root } from './next-server.mjs';

/** The registry's routes ('rules/101.4' → '/rules/101.4'); tsx reads the TypeScript module. */
async function contentRoutes() {
  const { tsImport } = await import('tsx/esm/api');
  const pages = await tsImport(pathToFileURL(path.join(root, 'components', 'content', 'pages.ts')).href, import.meta.url);
  return pages.contentPaths().map((p) => `/${p}`);
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
  const english = ['/', ...(await contentRoutes()), exampleStep(), ...apps];
  const french = english.map((r) => (r === '/' ? '/fr' : `/fr${r}`)).filter(isPrerendered);
  return [...english, ...french];
}
