'use client';
// Where each rule is explained, for client components that link rule numbers (practice feedback).
// The server reads it from the content layer (`ruleHrefs()`) and provides it here: the client
// bundle never reads content/.
import { createContext, useCallback, useContext, type ReactNode } from 'react';

const RuleLinks = createContext<Readonly<Record<string, string>>>({});

export function RuleLinksProvider({ hrefs, children }: { hrefs: Readonly<Record<string, string>>; children: ReactNode }) {
  return <RuleLinks.Provider value={hrefs}>{children}</RuleLinks.Provider>;
}

/** `ruleHref(rule)` on the client, from the server's `ruleHrefs()`: the same URL for every rule. */
export function useRuleHref(): (rule: string) => string {
  const hrefs = useContext(RuleLinks);
  return useCallback(
    (rule: string) => {
      // 608.2b, with no section of its own: the page of its family (608.2), as ruleHref() does.
      const key = Object.hasOwn(hrefs, rule) ? rule : rule.replace(/[a-z]$/, '');
      return Object.hasOwn(hrefs, key) ? hrefs[key]! : '/glossary';
    },
    [hrefs],
  );
}
