// Reads a folder of Comprehensive Rules editions: `<effective date>.txt` files, or a folder holding
// them in txt/ or in the archive editions.tar.xz (as ../shared/cr/ does).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { HeldEdition } from './dataset';
import { decodeEdition } from './decode';
import { parseEdition, type ParsedEdition } from './parse';

const EDITION_FILE = /^(\d{4}-\d{2}-\d{2})\.txt$/;
const hasEditions = (dir: string) => fs.existsSync(dir) && fs.readdirSync(dir).some((f) => EDITION_FILE.test(f));

/** Runs `read` on the folder of `<date>.txt` files in `folder`: itself, its txt/, or its editions.tar.xz unpacked (then removed). */
function withEditionFolder<T>(folder: string, read: (dir: string) => T): T {
  if (hasEditions(folder)) return read(folder);
  if (hasEditions(path.join(folder, 'txt'))) return read(path.join(folder, 'txt'));
  const archive = path.join(folder, 'editions.tar.xz');
  if (!fs.existsSync(archive)) throw new Error(`${folder}: no <date>.txt edition files, no txt/ folder of them, no editions.tar.xz`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'cr-editions-'));
  try {
    execFileSync('tar', ['xJf', archive, '-C', tmp]);
    const dir = [tmp, path.join(tmp, 'txt')].find(hasEditions);
    if (!dir) throw new Error(`${archive}: no <date>.txt edition files inside`);
    return read(dir);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** The editions in `folder` (those `keep` accepts, by date), parsed, oldest first. */
export function readEditions(folder: string, keep: (date: string) => boolean = () => true): (ParsedEdition & HeldEdition)[] {
  return withEditionFolder(folder, (dir) =>
    fs
      .readdirSync(dir)
      .filter((f) => EDITION_FILE.test(f) && keep(f.slice(0, 10)))
      .sort()
      .map((file) => {
        try {
          return { date: file.slice(0, 10), ...parseEdition(decodeEdition(fs.readFileSync(path.join(dir, file)))) };
        } catch (error) {
          throw new Error(`${file}: ${(error as Error).message}`, { cause: error });
        }
      }),
  );
}

/** The section list an edition's Contents give (`1. Game Concepts`, `100. General`, …), as numbers. */
export function contentsOf(text: string): string[] {
  const lines = text.split('\n').map((l) => l.trim());
  const start = lines.indexOf('Contents');
  const end = lines.indexOf('Glossary', start);
  return lines.slice(start + 1, end).flatMap((l) => /^(\d{1,3})\.\s/.exec(l)?.[1] ?? []);
}
