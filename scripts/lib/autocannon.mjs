// Shared by the load scripts (load, load:proxy): one autocannon run on a URL, as a table row.
// autocannon is one of the measuring tools installed in tools/ (scripts/ops/ensure-tools.sh): taken
// when a run starts, so that load:proxy (wrk) uses this module's table without it.
import { importTool } from './tools.mjs';

export const DURATION = Number(process.env.LOAD_DURATION ?? 30);
export const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 50);
// Browsers ask for compressed pages; LOAD_GZIP=0 measures without (to tell compression cost apart).
export const GZIP = process.env.LOAD_GZIP !== '0';
export const REQUEST_HEADERS = GZIP ? { 'accept-encoding': 'gzip' } : {};
// One JavaScript thread of autocannon can be the bottleneck in front of nginx: LOAD_WORKERS=N spreads
// the same connections over N worker threads (autocannon's `workers`), to tell client from server.
export const WORKERS = Number(process.env.LOAD_WORKERS ?? 0);

/** Runs autocannon on `url`; resolves to requests/s, latencies (ms), errors and non-2xx counts. */
export async function measure(url) {
  const { default: autocannon } = await importTool('autocannon');
  return new Promise((resolve, reject) => {
    const instance = autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: REQUEST_HEADERS, ...(WORKERS > 1 ? { workers: WORKERS } : {}) }, (err, r) =>
      err
        ? reject(err)
        : resolve({
            rps: r.requests.average,
            total: r.requests.total,
            p50: r.latency.p50,
            p99: r.latency.p99,
            max: r.latency.max,
            errors: r.errors + r.timeouts,
            non2xx: r.non2xx,
            mbps: r.throughput.average / 1024 / 1024,
          }),
    );
    process.once('SIGINT', () => instance.stop());
  });
}

/** What a row misses of the targets (errors, non-2xx, p99 at most `p99Max` ms), as readable parts. */
export function problems(row, p99Max) {
  const out = [];
  if (row.errors) out.push(`${row.errors} errors/timeouts`);
  if (row.non2xx) out.push(`${row.non2xx} non-2xx responses`);
  if (row.p99 > p99Max) out.push(`p99 ${row.p99} ms > ${p99Max} ms`);
  return out;
}

/** Prints rows as a fixed-width table; `columns` is [title, width, row => text] per column. */
export function printTable(columns, rows) {
  console.log(columns.map(([title, width], i) => (i ? title.padStart(width) : title.padEnd(width))).join('  '));
  for (const row of rows) console.log(columns.map(([, width, cell], i) => (i ? String(cell(row)).padStart(width) : String(cell(row)).padEnd(width))).join('  '));
}
