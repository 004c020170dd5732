// `npm run --silent judge -- file.json` (or `-` for standard input): checks a scenario's
// decisions and prints one JSON object (scenario-format.md). Exit 0: all legal; 1: one illegal;
// 2: not a valid scenario (one line on standard error, nothing on standard output). The engine
// answers in facts; its English texts are added here, at the edge, by the English narrator.
import { readFileSync } from 'node:fs';
import { parseScenarioText } from '@/engine';
import { describeScenarioError } from '@/i18n/narrators/en';
import { narratedJudge } from '@/i18n/narrators/en/judge';

function fail(line: string): void {
  process.stderr.write(`${line.replace(/\s+/g, ' ').trim()}\n`);
  process.exitCode = 2;
}

function main(args: string[]): void {
  const file = args.find((a) => a !== '--') ?? '-';
  // No file and a terminal on stdin: say how to call it rather than wait for input.
  if (file === '-' && args.length === 0 && process.stdin.isTTY) {
    return fail('usage: npm run --silent judge -- path/to/scenario.json (or - to read standard input)');
  }
  let text: string;
  try {
    text = readFileSync(file === '-' ? 0 : file, 'utf8');
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return fail(`cannot read ${file === '-' ? 'standard input' : file}${code ? ` (${code})` : ''}`);
  }
  const parsed = parseScenarioText(text);
  if (!parsed.ok) return fail(describeScenarioError(parsed.error));
  const out = narratedJudge(parsed.scenario);
  process.stdout.write(`${JSON.stringify(out, null, 2)}\n`);
  process.exitCode = out.ok ? 0 : 1;
}

try {
  main(process.argv.slice(2));
} catch (e) {
  fail(`judge failed: ${e instanceof Error ? e.message : String(e)}`);
}
