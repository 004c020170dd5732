// Shared by the local measurement scripts (lighthouse, load, load:proxy): the production server they
// measure, the standalone server that `npm start` runs (scripts/ops/standalone.mjs).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { distDir, missingBuild, root } from './standalone.mjs';

export { distDir, root };
export const HOST = '127.0.0.1'; // loopback only: nothing but this machine is ever measured

/** Exits with a clear message when there is no production build to serve. */
export function requireBuild(tool) {
  const missing = missingBuild();
  if (missing) {
    console.error(`${tool}: ${missing}.`);
    process.exit(1);
  }
}

/** A step page of the first example (by file name), found by the content layer (tsx reads it). */
export async function exampleStep() {
  const { tsImport } = await import('tsx/esm/api');
  const library = await tsImport(pathToFileURL(path.join(root, 'content', 'library.ts')).href, import.meta.url);
  const { example } = library.exampleFiles()[0];
  return library.exampleHref(example.slug, Math.min(2, example.steps.length));
}

/**
 * Starts the standalone server on HOST:port; `ready()` waits until it answers, `stop()` ends it.
 * `cpu`: run it on that CPU only (taskset), as the load scripts do to keep the client off its core.
 * `dist`: another build folder than NEXT_DIST_DIR's (e.g. the build before a change).
 */
export function startNextServer(tool, port, { cpu, dist = distDir } = {}) {
  let stopping = false;
  const command = [process.execPath, path.join(root, 'scripts', 'ops', 'standalone.mjs'), '-p', String(port), '-H', HOST];
  if (cpu !== undefined) command.unshift('taskset', '-c', String(cpu));
  const child = spawn(command[0], command.slice(1), {
    cwd: root,
    env: { ...process.env, NEXT_DIST_DIR: dist, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  child.on('exit', (code) => {
    if (code && !stopping) console.error(`${tool}: the Next server exited with ${code}\n${log}`);
  });
  const base = `http://${HOST}:${port}`;

  async function ready(timeoutMs = 60_000) {
    const start = Date.now();
    while (Date.now() - start < timeoutMs) {
      if (child.exitCode !== null) throw new Error('the Next server exited before it was ready');
      try {
        if ((await fetch(`${base}/`)).ok) return;
      } catch {
        // not yet listening
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`${base}/ not ready after ${timeoutMs / 1000} s`);
  }

  async function stop() {
    stopping = true;
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }

  return { base, ready, stop };
}
