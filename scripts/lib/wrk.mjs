// One wrk run (Debian's wrk, scripts/ops/ensure-wrk.sh) pinned to one CPU with taskset, reduced to a
// table row: requests/s, latency percentiles (ms), errors and non-2xx/3xx responses.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const WRK = process.env.WRK_PATH ?? '/usr/bin/wrk';
export const TASKSET = process.env.TASKSET_PATH ?? '/usr/bin/taskset';

/** "3.90ms", "812.00us", "1.14s" → milliseconds. */
export function toMs(text) {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!m) return NaN;
  const n = Number(m[1]);
  return { us: n / 1000, ms: n, s: n * 1000, m: n * 60_000 }[m[2]];
}

/** Reads wrk's report (run with --latency). */
export function parseWrk(out) {
  const pct = (p) => toMs(new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(out)?.[1] ?? '');
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const [connect, read, write, timeout] = socket ? socket.slice(1).map(Number) : [0, 0, 0, 0];
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? NaN),
    total: Number(/(\d+) requests in/.exec(out)?.[1] ?? NaN),
    p50: pct(50),
    p99: pct(99),
    max: toMs(/^\s*Latency\s+\S+\s+\S+\s+(\S+)/m.exec(out)?.[1] ?? ''),
    errors: connect + read + write + timeout,
    errorParts: { connect, read, write, timeout },
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0),
  };
}

/**
 * wrk on `url` from CPU `cpu` only: one thread, `connections` connections, `duration` seconds,
 * the given request headers. Resolves to parseWrk's row plus wrk's own report (`raw`).
 */
export async function wrk(url, { cpu, connections, duration, headers = {} }) {
  const args = ['-c', String(cpu), WRK, '-t1', `-c${connections}`, `-d${duration}s`, '--latency', '--timeout', '10s'];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`);
  args.push(url);
  const { stdout } = await run(TASKSET, args, { maxBuffer: 4 * 1024 * 1024, timeout: (duration + 60) * 1000 });
  return { ...parseWrk(stdout), raw: stdout };
}
