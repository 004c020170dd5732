import type { Metadata } from 'next';
import Link from '@/components/layout/Link';
import { examples as listExamples } from '@/content/library';

export const metadata: Metadata = {
  title: 'Worked examples',
  description: 'Every worked example of APNAP Lab: tables you step through choice by choice, each step checked by the rules engine.',
  alternates: { canonical: '/examples' },
};

export default function ExamplesIndex() {
  const examples = listExamples();
  return (
    <div className="page">
      <h1>Worked examples</h1>
      <p className="lede">
        {examples.length} tables, each stepped through choice by choice. Every step is replayed through the rules engine,
        so the narration cannot drift from the rules.
      </p>
      <ul className="card-list">
        {examples.map((ex) => (
          <li key={ex.slug}>
            <h2>
              <Link href={`/examples/${ex.slug}`}>{ex.title}</Link> <span className="rule-tag">{ex.rule}</span>
            </h2>
            <p>{ex.summary}</p>
            <p className="stamp">
              {ex.scenario.players.length} players · {ex.steps.length} steps
              {ex.derivedFromRules ? ' · derived from the rules' : ''}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
