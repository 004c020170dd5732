// Every interface string of the site, one JSON file per namespace and language
// (components/i18n/messages/<lang>/<namespace>.json). Keys are identifiers; values are ICU messages.
// A namespace is added here once per language; French files must have the same keys as English
// (components/i18n/messages.test.ts).
import type { Lang } from '@/i18n/lang';
import enSite from './messages/en/site.json';
import frSite from './messages/fr/site.json';
import enErrors from './messages/en/errors.json';
import frErrors from './messages/fr/errors.json';
import enHome from './messages/en/home.json';
import frHome from './messages/fr/home.json';
import enSearch from './messages/en/search.json';
import frSearch from './messages/fr/search.json';
import enOffline from './messages/en/offline.json';
import frOffline from './messages/fr/offline.json';
import enExamples from './messages/en/examples.json';
import frExamples from './messages/fr/examples.json';
import enPractice from './messages/en/practice.json';
import frPractice from './messages/fr/practice.json';
import enSandbox from './messages/en/sandbox.json';
import enSimulator from './messages/en/simulator.json';
import frSimulator from './messages/fr/simulator.json';
import frSandbox from './messages/fr/sandbox.json';
import enMdx from './messages/en/mdx.json';
import frMdx from './messages/fr/mdx.json';
import enCr from './messages/en/cr.json';
import frCr from './messages/fr/cr.json';

/** A namespace's messages: ICU strings, nested by key. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

export const MESSAGES = {
  en: { site: enSite, errors: enErrors, home: enHome, search: enSearch, offline: enOffline, examples: enExamples, practice: enPractice, sandbox: enSandbox, mdx: enMdx, simulator: enSimulator, cr: enCr },
  fr: { site: frSite, errors: frErrors, home: frHome, search: frSearch, offline: frOffline, examples: frExamples, practice: frPractice, sandbox: frSandbox, mdx: frMdx, simulator: frSimulator, cr: frCr },
} satisfies Record<Lang, Record<string, MessageTree>>;

export type Namespace = keyof (typeof MESSAGES)['en'];

/** All messages of a language (what server components read through next-intl). */
export function messagesFor(lang: Lang): Record<Namespace, MessageTree> {
  return MESSAGES[lang];
}

/** What client components translate (with `useTranslations`): the language switch and offer,
 * search, offline saving. */
export const CLIENT_NAMESPACES: readonly ClientPick[] = ['site.language', 'search', 'offline'];

/** A namespace, or one key of it ('site.language'): the part of the messages a client needs. */
export type ClientPick = Namespace | `${Namespace}.${string}`;

/**
 * The namespaces the client components of a page need, for `NextIntlClientProvider`: only those
 * travel in the page's payload (the server-only ones would weigh on every page for nothing).
 */
export function clientMessages(lang: Lang, picks: readonly ClientPick[]): Record<string, MessageTree> {
  const out: Record<string, MessageTree> = {};
  for (const pick of picks) {
    const [ns, key] = pick.split('.', 2) as [Namespace, string | undefined];
    const tree: MessageTree = MESSAGES[lang][ns];
    if (key === undefined) {
      out[ns] = tree;
      continue;
    }
    const sub = tree[key];
    if (sub === undefined) throw new Error(`clientMessages: no "${pick}" in the ${lang} messages`);
    const existing = out[ns];
    out[ns] = { ...(typeof existing === 'object' ? existing : {}), [key]: sub };
  }
  return out;
}
