// Next's standalone build (`output: 'standalone'` in next.config.mjs): `next build` writes
// <distDir>/standalone/server.js with only the node_modules files it needs, but leaves out public/ and
// <distDir>/static, which Next expects a CDN to serve or the host to copy in. copyStaticFiles() does
// that copy, as Next documents; then the folder alone is what a host runs.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The build folder, relative to the root (next.config.mjs honours NEXT_DIST_DIR the same way). */
export const distDir = process.env.NEXT_DIST_DIR ?? '.next';
export const standaloneDir = path.join(root, distDir, 'standalone');
export const serverJs = path.join(standaloneDir, 'server.js');

/** Why the standalone server cannot start (no build, or a build from before `output: 'standalone'`), or null. */
export function missingBuild() {
  if (!fs.existsSync(path.join(root, distDir, 'BUILD_ID'))) return `no production build in ${distDir} (run \`npm run build\`, or set NEXT_DIST_DIR)`;
  if (!fs.existsSync(serverJs)) return `${path.relative(root, serverJs)} is missing: the build predates \`output: 'standalone'\` (run \`npm run build\` again)`;
  return null;
}

/**
 * Copies public/ to <distDir>/standalone/public and <distDir>/static to
 * <distDir>/standalone/<distDir>/static. Files already there are kept: a host that copied the
 * previous release's hashed assets in first keeps them for pages still open (docs/deploying.md).
 */
export function copyStaticFiles() {
  const copies = [
    [path.join(root, 'public'), path.join(standaloneDir, 'public')],
    [path.join(root, distDir, 'static'), path.join(standaloneDir, distDir, 'static')],
  ];
  for (const [from, to] of copies) {
    if (fs.existsSync(from)) fs.cpSync(from, to, { recursive: true, force: true });
  }
}
