/** The rules explained on the triggered-abilities page, each under its own anchor. */
const TRIGGER_PAGE_RULES = new Set(['603.3', '603.3a', '603.3d', '603.10a', '704.5a', '800.4a']);

/** Where a rule number is explained on this site: its page and, for a subrule, its anchor. */
export function ruleHref(rule: string): string {
  if (rule.startsWith('101.4')) return rule === '101.4' ? '/rules/101.4' : `/rules/101.4#${rule}`;
  if (rule.startsWith('608.2')) return rule === '608.2e' ? '/rules/608.2e' : `/rules/608.2e#${rule}`;
  if (rule === '603.3b') return '/rules/603.3b';
  if (TRIGGER_PAGE_RULES.has(rule)) return `/rules/603.3b#${rule}`;
  return '/glossary';
}
