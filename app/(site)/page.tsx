import Link from '@/components/layout/Link';
import { examples as listExamples, pages } from '@/content/library';
import { HomeSearchBox } from '@/components/search/HomeSearchBox';

export default function HomePage() {
  const examples = listExamples();
  return (
    <div className="page">
      <h1>APNAP Lab</h1>
      <HomeSearchBox />
      <p className="lede">
        When several players must choose at the same time, the <strong>active player</strong> (whose turn it is)
        chooses first, then each <strong>nonactive player</strong> in turn order, and only then do the actions happen,
        all at once (rule 101.4, &ldquo;APNAP order&rdquo;). An effect with several steps does this once per step, each
        step seeing the results of the last (rule 608.2e). Abilities that trigger meanwhile wait until it has finished,
        then go on the stack in the same order, so the active player&rsquo;s resolve last (rule 603.3b).
      </p>
      <p>
        Every example here is a table you can step through choice by choice, or play yourself: each step is checked by
        our rules engine, and every claim cites its rule number.
      </p>

      <h2 id="rules">The rules</h2>
      <ul className="card-list">
        {/* Every content page whose frontmatter gives it a card (`home:`), in its order. */}
        {pages()
          .filter((p) => p.home)
          .map((p) => (
            <li key={p.path}>
              <h3>
                <Link href={p.href}>{p.home!.title}</Link>
              </h3>
              <p>{p.home!.blurb}</p>
            </li>
          ))}
        <li>
          <h3>
            <Link href="/practice">Practice</Link>
          </h3>
          <p>
            Endless drills on random tables: who chooses next, what each player knows, where the cards go, whose death trigger resolves first. The rules
            engine answers and cites the rule.
          </p>
        </li>
      </ul>

      <h2 id="examples">Worked examples</h2>
      <ul className="card-list">
        {examples.map((ex) => (
          <li key={ex.slug}>
            <h3>
              <Link href={`/examples/${ex.slug}`}>{ex.title}</Link> <span className="rule-tag">{ex.rule}</span>
            </h3>
            <p>{ex.summary}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
