// A compact digest of one edition's parse, to compare two parsers without carrying the text: one
// line per entry (`101.4<TAB>text hash<TAB>examples hash`) and per glossary term
// (`glossary<TAB>term<TAB>definition hash`), hashes of the exact texts as printed.
import { createHash } from 'node:crypto';

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

export interface Parsed {
  entries: { id: string; text: string; examples: string[] }[];
  glossary: { term: string; definition: string }[];
}

export function digest({ entries, glossary }: Parsed): string[] {
  return [
    ...entries.map((e) => `${e.id}\t${hash(e.text)}\t${hash(e.examples.join('\n'))}`),
    ...glossary.map((g) => `glossary\t${g.term}\t${hash(g.definition)}`),
  ];
}

/** The other project's parse (rulesraker's JSON: `Rules[]` with ID, Body[], Examples[]; `Glossary[]` with KeyText, Body) in our terms. */
export function fromRulesraker(json: {
  Rules: { ID: string; Body: string[]; Examples?: string[] }[];
  Glossary: { KeyText: string; Body: string }[];
}): Parsed {
  return {
    // Its ids keep the rule's printed dot ("101.4."); ours drop it.
    entries: json.Rules.map((r) => ({ id: r.ID.replace(/\.$/, ''), text: r.Body.join('\n'), examples: r.Examples ?? [] })),
    glossary: json.Glossary.map((g) => ({ term: g.KeyText, definition: g.Body })),
  };
}
