// Runs Debian's nginx with deploy/nginx.conf on loopback, in a prefix directory of its own (cache,
// logs, pid), never as the system service. Only the two host-specific lines of the file change: the
// port it listens on and the Node server's address.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HOST, root } from './next-server.mjs';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const CONFIG = path.join(root, 'deploy', 'nginx.conf');

/** `text` with `from` replaced by `to`; throws unless `from` occurs exactly once. */
function replaceOnce(text, from, to) {
  const parts = text.split(from);
  if (parts.length !== 2) throw new Error(`deploy/nginx.conf: expected exactly one "${from}", found ${parts.length - 1}`);
  return parts.join(to);
}

/**
 * Starts nginx on HOST:port in front of HOST:upstreamPort; `ready()` waits for /healthz, `stop()` ends
 * it and removes its prefix. `cpu`: nginx and its workers run on that CPU only (taskset).
 */
export function startNginx(tool, { port, upstreamPort, cpu }) {
  if (!fs.existsSync(NGINX)) throw new Error(`${NGINX} not found (run \`bash scripts/ops/ensure-nginx.sh\`, or set NGINX_PATH)`);
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'apnap-nginx-'));
  const args = ['-p', `${prefix}/`, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'logs', 'error.log')];
  try {
    // When started as root, nginx's workers run as `nobody`: they must be able to reach cache/ in here.
    fs.chmodSync(prefix, 0o755);
    for (const dir of ['logs', 'temp']) fs.mkdirSync(path.join(prefix, dir));
    let conf = fs.readFileSync(CONFIG, 'utf8');
    conf = replaceOnce(conf, 'listen 8080;', `listen ${HOST}:${port};`);
    conf = replaceOnce(conf, 'server 127.0.0.1:3000;', `server ${HOST}:${upstreamPort};`);
    fs.writeFileSync(path.join(prefix, 'nginx.conf'), conf);
    try {
      execFileSync(NGINX, [...args, '-t', '-q'], { stdio: 'pipe' });
    } catch (e) {
      throw new Error(`nginx -t rejected deploy/nginx.conf:\n${e.stderr}`);
    }
  } catch (e) {
    fs.rmSync(prefix, { recursive: true, force: true });
    throw e;
  }
  let stopping = false;
  const command = [NGINX, ...args, '-g', 'daemon off;'];
  if (cpu !== undefined) command.unshift('taskset', '-c', String(cpu));
  const child = spawn(command[0], command.slice(1), { stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  child.on('exit', (code) => {
    if (!stopping) console.error(`${tool}: nginx exited with ${code}\n${log}${errorLog()}`);
  });
  const base = `http://${HOST}:${port}`;

  function errorLog() {
    try {
      return fs.readFileSync(path.join(prefix, 'logs', 'error.log'), 'utf8').split('\n').slice(-20).join('\n');
    } catch {
      return '';
    }
  }

  async function ready(timeoutMs = 15_000) {
    const start = Date.now();
    while (Date.now() - start < timeoutMs) {
      if (child.exitCode !== null) throw new Error('nginx exited before it was ready');
      try {
        if ((await fetch(`${base}/healthz`)).ok) return;
      } catch {
        // not yet listening
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`${base}/healthz not ready after ${timeoutMs / 1000} s\n${errorLog()}`);
  }

  async function stop() {
    stopping = true;
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM'); // fast shutdown: the master stops its workers, then exits
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    }
    fs.rmSync(prefix, { recursive: true, force: true });
  }

  return { base, prefix, ready, stop, errorLog };
}
