// The floor every page is measured against: a bare Next.js page (one paragraph, no styles) of the
// version the app uses, built and served from a temporary folder OUTSIDE the repository, so that
// type checks, lint, tests and the app's own build never see it. It borrows the repository's
// node_modules through a symlink (nothing is installed or written there).
import { spawn, execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { HOST, root } from './next-server.mjs';

const run = promisify(execFile);
const NEXT_BIN = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');

const FILES = {
  'package.json': JSON.stringify({ name: 'bare-next-page', private: true }),
  // Turbopack refuses a node_modules symlink that leaves its root: the root is the filesystem's.
  'next.config.mjs': "export default { turbopack: { root: '/' } };\n",
  'app/layout.js': `export const metadata = { title: 'Bare page' };
export default function RootLayout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
  'app/page.js': `export default function Page() {
  return <p>A bare Next.js page: one paragraph of text and no styles, the floor every page of the site starts from.</p>;
}
`,
};

/** Builds the bare page in a fresh temporary folder; returns its path (remove it with `dispose`). */
export async function buildBarePage() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'apnap-bare-next-'));
  if (path.relative(root, dir).split(path.sep)[0] !== '..') throw new Error(`${dir} is inside the repository`);
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  try {
    await run(process.execPath, [NEXT_BIN, 'build'], {
      cwd: dir,
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
      maxBuffer: 16 * 1024 * 1024,
      timeout: 600_000,
    });
  } catch (e) {
    dispose(dir);
    throw new Error(`the bare Next.js page did not build: ${e.stderr || e.message}`);
  }
  return dir;
}

/** Serves a built bare page with `next start` (compressed, like the app); `stop()` ends it. */
export async function serveBarePage(dir, port) {
  const child = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(port), '-H', HOST], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  });
  const base = `http://${HOST}:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
  for (const start = Date.now(); Date.now() - start < 60_000; await new Promise((r) => setTimeout(r, 250))) {
    if (child.exitCode !== null) throw new Error('the bare page server exited before it was ready');
    if (await fetch(`${base}/`).then((r) => r.ok, () => false)) return { base, stop };
  }
  await stop();
  throw new Error(`the bare page server (${base}) was not ready after 60 s`);
}

export function dispose(dir) {
  fs.rmSync(dir, { recursive: true, force: true });
}
