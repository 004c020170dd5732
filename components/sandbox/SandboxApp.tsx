'use client';
// The sandbox: build a table, walk it in the simulator, save or share it. Its code loads when the
// reader turns to it (SandboxIsland); a share link (`?s=`) and the saved table are read then.
// A link or file the engine rejects never replaces what the user built: the table is kept and
// the engine's field-level message is shown with a way back.
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Decision, ScenarioError } from '@/engine/types';
import { defaultDocument, type SandboxDocument, type TableForm } from './table-form';
import { scenarioFromForm } from './form-scenario';
import { cardIdForPath, fieldIdForPath } from './error-fields';
import { loadStoredDocument, storeDocument } from './persist';
import { ReadyTables } from './ReadyTables';
import { SandboxSimulator } from './SandboxSimulator';
import { SandboxView } from './SandboxView';
import { ScenarioTransfer } from './ScenarioTransfer';
import { TableBuilder } from './TableBuilder';
import { useNarrator } from '@/components/simulator/use-narrator';
import { checkForm, loadShared, loadText, shareParam, type LoadResult } from './scenario-io';
import { useShareLinks } from './useShareLinks';
import styles from './sandbox.module.css';

type Source = 'link' | 'file' | 'text';

interface LoadProblem {
  source: Source;
  error: ScenarioError;
}

const SOURCE_KEY = { link: 'sourceLink', file: 'sourceFile', text: 'sourceText' } as const satisfies Record<Source, string>;

const sameDecisions = (a: readonly Decision[], b: readonly Decision[]) =>
  a.length === b.length &&
  a.every((d, i) => d.player === b[i]!.player && d.choice.join('\u0000') === b[i]!.choice.join('\u0000'));

export interface SandboxAppProps {
  /**
   * Told once the live sandbox is on screen (SandboxIsland: its `data-ready`), in the same commit as
   * its controls, so that a press is never taken for one on the server's drawing (use-first-press.ts).
   */
  onReady?: () => void;
}

export function SandboxApp({ onReady }: SandboxAppProps = {}) {
  const t = useTranslations('sandbox.app');
  const tr = useTranslations('sandbox.ready');
  // The engine's field-level message in the page's language, field path first.
  const describeError = useNarrator().importError;
  const [doc, setDoc] = useState<SandboxDocument>(defaultDocument);
  // Bumped when the table is replaced or edited: the simulator starts again on the new table.
  const [tableVersion, setTableVersion] = useState(0);
  const [problem, setProblem] = useState<LoadProblem | null>(null);
  const [notice, setNotice] = useState('');
  const [origin, setOrigin] = useState('');
  const restored = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);

  // The cards opened to edit (by id): none on a new table, and a card the reader adds opens.
  const [openCards, setOpenCards] = useState<ReadonlySet<string>>(() => new Set());

  const replaceDocument = useCallback((next: SandboxDocument) => {
    setDoc(next);
    setTableVersion((v) => v + 1);
    setOpenCards(new Set());
  }, []);

  const toggleCard = useCallback((id: string) => {
    setOpenCards((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);

  // After hydration: a share link wins over the table saved in this browser.
  useEffect(() => {
    const encoded = shareParam(window.location.search);
    const stored = loadStoredDocument();
    let live = true;
    const apply = (shared: LoadResult | null) => {
      if (!live) return;
      let next: SandboxDocument | null = stored;
      let message = stored ? t('restored') : '';
      if (shared?.ok) {
        next = shared.doc;
        message = t('fromLink');
      } else if (shared) message = '';
      restored.current = true;
      setOrigin(window.location.origin);
      if (next) replaceDocument(next);
      setProblem(shared && !shared.ok ? { source: 'link', error: shared.error } : null);
      setNotice(message);
    };
    // Reading the URL and storage can only happen in the browser, hence state set in an effect;
    // a link is decoded asynchronously (the platform's DecompressionStream).
    if (encoded === null) apply(null);
    else void loadShared(encoded).then(apply);
    return () => {
      live = false;
    };
  }, [replaceDocument, t]);

  useLayoutEffect(() => onReady?.(), [onReady]);

  useEffect(() => {
    if (restored.current) storeDocument(doc);
  }, [doc]);

  useEffect(() => {
    if (problem) alertRef.current?.focus();
  }, [problem]);

  const checked = useMemo(() => checkForm(doc.form, doc.decisions), [doc]);
  const shared = useMemo(() => (checked.ok ? [checked.scenario] : null), [checked]);
  const shareLink = useShareLinks(shared, origin)?.[0] ?? null;
  const scenario = useMemo(() => scenarioFromForm(doc.form, doc.decisions), [doc]);
  const editForm = (form: TableForm) => {
    // A card added opens, and so does a card the edit makes the engine reject (the builder shows
    // it open while it is rejected; it stays open once fixed, under the reader's hands).
    const before = new Set(doc.form.cards.map((c) => c.id));
    const opening = form.cards.filter((c) => !before.has(c.id)).map((c) => c.id);
    const check = checkForm(form, []);
    const rejected = check.ok ? null : cardIdForPath(form, check.error.path);
    if (rejected) opening.push(rejected);
    if (opening.length) setOpenCards((open) => new Set([...open, ...opening]));
    // The table changed: earlier choices may no longer be legal, so they are dropped.
    setDoc({ form, decisions: [] });
    setTableVersion((v) => v + 1);
    setNotice('');
  };

  const onDecisions = useCallback((decisions: readonly Decision[]) => {
    setDoc((d) => (sameDecisions(d.decisions, decisions) ? d : { ...d, decisions: [...decisions] }));
  }, []);

  const onImport = (text: string, source: 'file' | 'text'): boolean => {
    const result = loadText(text);
    if (!result.ok) {
      setProblem({ source, error: result.error });
      return false;
    }
    replaceDocument(result.doc);
    setProblem(null);
    setNotice(source === 'file' ? t('importedFile') : t('loadedJson'));
    return true;
  };

  const forgetLink = () => {
    if (shareParam(window.location.search) !== null) window.history.replaceState(null, '', window.location.pathname); // /sandbox or /fr/bac-a-sable
  };
  const keepTable = () => {
    setProblem(null);
    forgetLink();
  };
  const startDefault = () => {
    replaceDocument(defaultDocument());
    setProblem(null);
    setNotice(t('startedDefault'));
    forgetLink();
  };

  const startReady = (next: SandboxDocument, name: string) => {
    replaceDocument(next);
    setProblem(null);
    setNotice(tr('started', { name }));
    forgetLink();
  };

  const tableError = checked.ok ? null : checked.error;
  const invalid = tableError ? { fieldId: fieldIdForPath(tableError.path), message: describeError(tableError) } : null;
  // The card the engine rejects is drawn open, whatever the reader last did with it.
  const rejectedCard = tableError && cardIdForPath(doc.form, tableError.path);
  const shownOpen = rejectedCard && !openCards.has(rejectedCard) ? new Set([...openCards, rejectedCard]) : openCards;

  return (
    <SandboxView
      alert={
        problem ? (
          <div ref={alertRef} tabIndex={-1} role="alert" className={styles.alert} data-testid="load-error">
            <p>
              <strong>{t(SOURCE_KEY[problem.source])}.</strong> {t('engineSays')}{' '}
              <code className={styles.errorText}>{describeError(problem.error)}</code>
            </p>
            <p>{t('kept')}</p>
            <div className={styles.inline}>
              <button type="button" className="button button-primary" onClick={keepTable}>
                {t('keep')}
              </button>
              <button type="button" className="button" onClick={startDefault}>
                {t('startDefault')}
              </button>
            </div>
          </div>
        ) : null
      }
      notice={notice}
      readyTables={<ReadyTables onPick={startReady} onRefused={(error) => setProblem({ source: 'text', error })} />}
      builder={<TableBuilder form={doc.form} onChange={editForm} invalid={invalid} openCards={shownOpen} onToggleCard={toggleCard} />}
      onReset={startDefault}
      tableError={invalid}
      simulator={checked.ok ? <SandboxSimulator key={tableVersion} scenario={checked.scenario} onDecisions={onDecisions} /> : null}
      share={<ScenarioTransfer scenario={scenario} shareLink={shareLink} onImport={onImport} />}
    />
  );
}
