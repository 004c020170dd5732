// The measuring tools are installed in tools/ (scripts/ops/ensure-tools.sh), not with the project:
// a script here imports them through this module, which resolves them from tools/node_modules.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './standalone.mjs';

const toolsDir = path.join(root, 'tools');
const requireTool = createRequire(path.join(toolsDir, 'package.json'));

/** The module `name` from tools/node_modules, as `import(name)` would give it. */
export async function importTool(name) {
  let file;
  try {
    file = requireTool.resolve(name);
  } catch {
    throw new Error(`${name} is not installed in tools/: run bash scripts/ops/ensure-tools.sh (the npm scripts that need it do)`);
  }
  return import(pathToFileURL(file).href);
}

/** The installed version of the tool `name`. */
export function toolVersion(name) {
  return JSON.parse(fs.readFileSync(path.join(toolsDir, 'node_modules', name, 'package.json'), 'utf8')).version;
}
