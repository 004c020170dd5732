'use client';
// Where each rule is explained, for client components that link rule numbers (practice feedback).
// The server reads it from the content layer (`ruleHrefs()`) and provides it here: the client
// bundle never reads content/.
import { createContext, useCallback, useContext, type ReactNode } from 'react';

const RuleLinks = createContext<Readonly<Record<string, string>>>({});

export function RuleLinksProvider({ hrefs, children }: { hrefs: Readonly<Record<string, string>>; children: ReactNode }) {
  return <RuleLinks.Provider value={hrefs}>{children}</RuleLinks.Provider>;
}

/** `ruleHref(rule)` on the client: a rule no page explains goes to the glossary, as on the server. */
export function useRuleHref(): (rule: string) => string {
  const hrefs = useContext(RuleLinks);
  return useCallback((rule: string) => (Object.hasOwn(hrefs, rule) ? hrefs[rule]! : '/glossary'), [hrefs]);
}
