// The sandbox's default table, drawn by the server (in SandboxIsland's server render, kept as it is
// by the browser): what a first visit sees at once, with none of the sandbox's code (builder,
// engine, simulator) in the page's first load. SandboxIsland loads it when the reader turns to the
// sandbox. The same parts as the live sandbox draw it (SandboxView,
// ReadyTables, TableBuilder, TransferView and the simulator's frame and static view, without
// handlers), so nothing moves when the live sandbox takes over.
import { useTranslations } from 'next-intl';
import type { Scenario } from '@/engine/types';
import { localePath, type Lang } from '@/i18n/lang';
import { SimulatorFrame, ViewBox } from '@/components/simulator/SimulatorFrame';
import { StaticSimulator } from '@/components/simulator/StaticSimulator';
import { useNarrator } from '@/components/simulator/use-narrator';
import { walkthroughOf } from '@/components/simulator/walkthrough';
import { defaultDocument } from './table-form';
import { scenarioFromForm } from './form-scenario';
import { fieldIdForPath } from './error-fields';
import { STORAGE_KEY } from './persist';
import { ReadyTables } from './ReadyTables';
import { SandboxView } from './SandboxView';
import { sandboxExample } from './sandbox-example';
import { sandboxIsland } from './sandbox-island';
import { checkForm, scenarioJson, SHARE_PARAM } from './scenario-io';
import { TableBuilder } from './TableBuilder';
import { TransferView } from './TransferView';

/**
 * Run where it stands, before anything below it is painted: a share link, or a table kept in this
 * browser, means the reader's own table, not the default one. It marks the island
 * (`data-first="own"`), and CSS hides the server's drawing until the sandbox's code has read theirs.
 */
const OWN_TABLE = `(function(s){var own=new URLSearchParams(location.search).has(${JSON.stringify(SHARE_PARAM)});try{own=own||localStorage.getItem(${JSON.stringify(STORAGE_KEY)})!==null}catch(e){}if(own)s.setAttribute('data-first','own')})(document.currentScript.closest('[data-sandbox]'))`;

/** The simulator over the default table at its first step, in its frame, as the live sandbox opens it. */
function DefaultSimulator({ scenario, lang }: { scenario: Scenario; lang: Lang }) {
  const t = useTranslations('simulator');
  const narrator = useNarrator();
  const example = sandboxExample(scenario, t, narrator.effectName);
  // Until the live sandbox makes the share links, a step's link is the sandbox itself (as there).
  const island = sandboxIsland(
    example,
    walkthroughOf(example).map(() => localePath(lang, '/sandbox')),
    0,
  );
  return (
    <SimulatorFrame island={island} ready={false}>
      <ViewBox>
        <StaticSimulator {...island} />
      </ViewBox>
    </SimulatorFrame>
  );
}

export function StaticSandbox({ lang }: { lang: Lang }) {
  const narrator = useNarrator();
  const doc = defaultDocument();
  // The default table is one the engine accepts (form-scenario.test.ts); were it not, the server's drawing
  // would say why, as the live sandbox does for any table.
  const checked = checkForm(doc.form, doc.decisions);
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: OWN_TABLE }} />
      <SandboxView
        first
        notice=""
        readyTables={<ReadyTables />}
        builder={<TableBuilder form={doc.form} invalid={null} />}
        tableError={checked.ok ? null : { message: narrator.importError(checked.error), fieldId: fieldIdForPath(checked.error.path) }}
        simulator={checked.ok ? <DefaultSimulator scenario={checked.scenario} lang={lang} /> : null}
        share={<TransferView shareLink={null} text={scenarioJson(scenarioFromForm(doc.form, doc.decisions))} drafting={false} status="" />}
      />
    </>
  );
}
