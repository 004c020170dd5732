/// <reference lib="webworker" />
// What the worker remembers of its reader, across its restarts and its updates: the languages the
// reader reads (each one's pages are precached) and when "Save everything" last finished. One script
// serves every language (the same URL, or the browser would see each switch as a new version), so
// the language is learnt at run time: from the pages open at install, then from every page the
// worker controls (READER_LANG, sent by components/offline/register.ts).
import { CACHE_NAMES, DEFAULT_LANG, OFFLINE_LANGS, languageOf } from '@/components/offline/offline-paths';

declare const self: ServiceWorkerGlobalScope;

interface ReaderMemory {
  langs: string[];
  savedAt: number | null;
}

/** Where the memory is kept: a same-origin URL no page or asset has (the Cache API persists, as the precache does). */
const MEMORY_KEY = '/__apnap/reader.json';

export async function readMemory(): Promise<ReaderMemory> {
  try {
    const saved = await (await caches.open(CACHE_NAMES.reader)).match(MEMORY_KEY);
    const data = (await saved?.json()) as Partial<ReaderMemory> | undefined;
    return {
      langs: (data?.langs ?? []).filter((l) => OFFLINE_LANGS.includes(l)),
      savedAt: typeof data?.savedAt === 'number' ? data.savedAt : null,
    };
  } catch {
    return { langs: [], savedAt: null };
  }
}

export async function writeMemory(change: Partial<ReaderMemory>): Promise<void> {
  const next = { ...(await readMemory()), ...change };
  const cache = await caches.open(CACHE_NAMES.reader);
  await cache.put(MEMORY_KEY, new Response(JSON.stringify(next), { headers: { 'content-type': 'application/json' } }));
}

/** Adds a language to the reader's; true when it is new. */
export async function rememberLang(lang: string): Promise<boolean> {
  if (!OFFLINE_LANGS.includes(lang)) return false;
  const { langs } = await readMemory();
  if (langs.includes(lang)) return false;
  await writeMemory({ langs: [...langs, lang] });
  return true;
}

/** The languages of the tabs open on the site, controlled or not (the page registering the worker among them). */
async function openLangs(): Promise<string[]> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  return windows.map((w) => languageOf(new URL(w.url).pathname));
}

/**
 * The languages an install precaches: the reader's (an update keeps what the last release had) and
 * those of the pages open now (the first install, from the page that registered it); English when
 * neither says.
 */
export async function installLangs(): Promise<string[]> {
  const langs = new Set([...(await readMemory()).langs, ...(await openLangs())]);
  const known = OFFLINE_LANGS.filter((l) => langs.has(l));
  return known.length ? known : [DEFAULT_LANG];
}
