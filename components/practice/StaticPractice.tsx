// /practice's first drill, drawn by the server: what a first visit sees at once, with no drill code
// in the page's first load (PracticeIsland loads it when the reader turns to the drill). The same
// components as the live page draw it (PracticeView, DrillMarkup, AnswerControls), so nothing moves
// when the live page takes over.
import { drillQuery, generateDrill } from '@/engine/practice';
import { localePath, type Lang } from '@/i18n/lang';
import { englishPractice } from '@/i18n/narrators/en/practice';
import { frenchPractice } from '@/i18n/narrators/fr/practice';
import { buildTable } from '@/components/simulator/table-model';
import { useNarrator } from '@/components/simulator/use-narrator';
import { EVERYONE } from '@/components/simulator/viewer';
import { AnswerControls } from './AnswerControls';
import { DrillMarkup } from './DrillMarkup';
import { FIRST_DRILL } from './first-drill';
import { PracticeView } from './PracticeView';
import { DEFAULT_SETTINGS, NO_SCORE, SCORE_KEY, SETTINGS_KEY } from './storage';


/**
 * Run where it stands, before anything below it is painted: a drill link, or a score or settings
 * kept in this browser (a returning reader), means the reader's own first drill, not the server's.
 * It marks the island (`data-first="own"`), and CSS hides the server's drill. The keys are
 * storage.ts's.
 */
const OWN_FIRST_DRILL = `(function(s){var q=new URLSearchParams(location.search),own=q.has('v')||q.has('seed')||q.has('topic');try{own=own||!!(localStorage.getItem(${JSON.stringify(SCORE_KEY)})||localStorage.getItem(${JSON.stringify(SETTINGS_KEY)}))}catch(e){}if(own)s.setAttribute('data-first','own')})(document.currentScript.closest('[data-practice]'))`;

const SAY = { en: englishPractice, fr: frenchPractice } as const;

export const firstDrillHref = (lang: Lang) => localePath(lang, `/practice?${drillQuery(FIRST_DRILL)}`);

export function StaticPractice({ lang }: { lang: Lang }) {
  const say = SAY[lang];
  const narrator = useNarrator();
  const drill = generateDrill(FIRST_DRILL.seed, FIRST_DRILL.topic, FIRST_DRILL.version);
  const words = say.drill(drill);
  const href = firstDrillHref(lang);
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: OWN_FIRST_DRILL }} />
      <PracticeView
        first
        score={NO_SCORE}
        settings={DEFAULT_SETTINGS}
        say={say}
        drill={{
          params: drill,
          href,
          currentHref: href,
          view: (
            <DrillMarkup
              drill={drill}
              title={say.topic(drill.topic).title}
              words={words}
              narrator={narrator}
              table={buildTable(drill.state, EVERYONE, false, narrator)}
              answered={false}
              chosenSeat={null}
              answer={
                <AnswerControls id="drill" ask={words.ask} players={drill.scenario.players} answered={false} seat={null} ticked={[]} missing="" />
              }
            />
          ),
        }}
      />
    </>
  );
}
