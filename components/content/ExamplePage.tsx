import Link from '@/components/layout/Link';
import { ruleHref, type Example } from '@/content/library';
import { Simulator } from '@/components/simulator/Simulator';

/** The page of one worked example, opened at a given step (0-based). */
export function ExamplePage({ example, step }: { example: Example; step: number }) {
  const total = example.steps.length;
  return (
    <div className="page-wide">
      <nav aria-label="Breadcrumbs" className="breadcrumbs">
        <ol>
          <li>
            <Link href="/examples">Examples</Link>
          </li>
          <li>
            <Link href={`/examples/${example.slug}`}>{example.title}</Link>
          </li>
          <li aria-current="page">
            Step {step + 1} of {total}
          </li>
        </ol>
      </nav>
      <h1>{example.title}</h1>
      <p>
        Rule: <Link href={ruleHref(example.rule)}>{example.rule}</Link>
      </p>
      {/* The simulator below repeats the summary and the "derived from the rules" mark. */}
      <Simulator example={example} initialStep={step} />
      <nav aria-label="Steps" className="pager">
        {step > 0 ? (
          <Link href={`/examples/${example.slug}/${step}`} rel="prev">
            ← Step {step}
          </Link>
        ) : (
          <span />
        )}
        {step + 1 < total ? (
          <Link href={`/examples/${example.slug}/${step + 2}`} rel="next">
            Step {step + 2} →
          </Link>
        ) : null}
      </nav>
    </div>
  );
}
