#!/usr/bin/env node
// The production server: copies public/ and <distDir>/static into <distDir>/standalone (see
// scripts/lib/standalone.mjs), then runs <distDir>/standalone/server.js in this process.
// `next start` does not serve a standalone build; this is what `npm start`, `npm run serve`, the
// end-to-end tests and the lighthouse and load scripts run.
//
// Usage: node scripts/ops/standalone.mjs [-p PORT] [-H HOST]     (default $PORT or 3000, all IPv4 interfaces)
//        node scripts/ops/standalone.mjs --copy-only             (the last step of `npm run build`)
// NEXT_DIST_DIR picks another build folder, as in next.config.mjs.
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import { copyStaticFiles, missingBuild, serverJs } from '../lib/standalone.mjs';

let args;
try {
  ({ values: args } = parseArgs({
    options: {
      port: { type: 'string', short: 'p', default: process.env.PORT ?? '3000' },
      hostname: { type: 'string', short: 'H', default: '0.0.0.0' },
      'copy-only': { type: 'boolean', default: false },
    },
  }));
} catch (e) {
  console.error(`standalone: ${e.message}\nUsage: node scripts/ops/standalone.mjs [-p PORT] [-H HOST] | --copy-only`);
  process.exit(2);
}
const port = Number(args.port);
if (!Number.isInteger(port) || port <= 0 || port > 65535) {
  console.error(`standalone: the port must be a number from 1 to 65535, got ${JSON.stringify(args.port)}`);
  process.exit(2);
}

const missing = missingBuild();
if (missing) {
  console.error(`standalone: ${missing}.`);
  process.exit(1);
}
copyStaticFiles();
if (args['copy-only']) process.exit(0);

// server.js reads these. HOSTNAME is set explicitly because many environments export the machine's
// own name under that variable, which would make the server listen on the wrong address.
process.env.PORT = String(port);
process.env.HOSTNAME = args.hostname;
await import(pathToFileURL(serverJs).href);
