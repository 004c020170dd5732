// Which CR addresses exist (proxy.ts marks the others private, as 404s).
import { describe, expect, it } from 'vitest';
import { crAddressExists } from './addresses';

describe('crAddressExists', () => {
  it.each([
    ['/rules/7', true],
    ['/rules/702', true],
    ['/rules/702.19b', true],
    ['/fr/regles/702.19b', true],
    ['/fr/regles/101.4', true],
    ['/rules/701.32/history', true],
    ['/fr/regles/806.6d/historique', true],
    ['/editions/2026-01-16', true],
    ['/fr/editions/2015-01-01/101.4', true],
    ['/fr/regles/999.99', false],
    ['/fr/regles/9.9', false],
    ['/rules/702.19b/x', false],
    ['/rules/999.99/history', false],
    ['/editions/2001-01-01', false],
    ['/editions/yesterday/101.4', false],
    ['/editions/2010-01-01/702.150', false],
    ['/rules/%E0%A4%A', false],
    ['/examples/smallpox-basic', null],
  ])('%s → %s', (path, exists) => {
    expect(crAddressExists(path)).toBe(exists);
  });
});
