/** Where a rule number is explained on this site: its page and, for a subrule, its anchor. */
export function ruleHref(rule: string): string {
  if (rule.startsWith('101.4')) return rule === '101.4' ? '/rules/101.4' : `/rules/101.4#${rule}`;
  if (rule.startsWith('608.2')) return rule === '608.2e' ? '/rules/608.2e' : `/rules/608.2e#${rule}`;
  return '/glossary';
}
