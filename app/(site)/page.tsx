import Link from '@/components/layout/Link';
import { listExamples } from '@/components/content/examples';
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
        <li>
          <h3>
            <Link href="/rules/101.4">101.4 — APNAP order</Link>
          </h3>
          <p>
            Who chooses first, what later players know (101.4a, 101.4b), several choices at once (101.4c), and when the
            order restarts (101.4d).
          </p>
        </li>
        <li>
          <h3>
            <Link href="/rules/608.2e">608.2e — effects with several steps</Link>
          </h3>
          <p>Choose, act, then the next step: Smallpox, Stronghold Gambit, and spells cast during resolution (608.2f, 608.2g).</p>
        </li>
        <li>
          <h3>
            <Link href="/rules/603.3b">603.3b — triggered abilities in APNAP order</Link>
          </h3>
          <p>
            Whose death triggers resolve first, and who wins the life race: triggers that wait for the spell to finish
            (603.3), 0 life (704.5a), and players leaving a multiplayer game (800.4a).
          </p>
        </li>
        <li>
          <h3>
            <Link href="/cards/rituel">Rituel — one card, two wordings</Link>
          </h3>
          <p>A French sorcery in two wordings: adding “starting with you” changes who goes first, when the casting happens, and what later players can pick.</p>
        </li>
        <li>
          <h3>
            <Link href="/rulings">Rulings</Link>
          </h3>
          <p>The questions judges get about simultaneous choices, answered in two or three sentences.</p>
        </li>
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
