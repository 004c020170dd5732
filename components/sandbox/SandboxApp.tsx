'use client';
// The sandbox: build a table, walk it in the simulator, save or share it.
// The page is static; a share link (`?s=`) and the saved table are read after hydration.
// A link or file the engine rejects never replaces what the user built: the table is kept and
// the engine's field-level message is shown with a way back.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Decision, ScenarioError } from '@/engine/types';
import { defaultDocument, fieldIdForPath, scenarioFromForm, type SandboxDocument, type TableForm } from './builder';
import { loadStoredDocument, storeDocument } from './persist';
import { SandboxSimulator } from './SandboxSimulator';
import { ScenarioTransfer } from './ScenarioTransfer';
import { TableBuilder } from './TableBuilder';
import { checkForm, describeError, loadShared, loadText, shareParam, type LoadResult } from './scenario-io';
import { useShareLinks } from './useShareLinks';
import styles from './sandbox.module.css';

type Source = 'link' | 'file' | 'text';

interface LoadProblem {
  source: Source;
  error: ScenarioError;
}

const SOURCE_TEXT: Record<Source, string> = {
  link: 'This share link could not be loaded',
  file: 'This file could not be imported',
  text: 'This JSON could not be loaded',
};

const sameDecisions = (a: readonly Decision[], b: readonly Decision[]) =>
  a.length === b.length &&
  a.every((d, i) => d.player === b[i]!.player && d.choice.join('\u0000') === b[i]!.choice.join('\u0000'));

export function SandboxApp() {
  const [doc, setDoc] = useState<SandboxDocument>(defaultDocument);
  // Bumped when the table is replaced or edited: the simulator starts again on the new table.
  const [tableVersion, setTableVersion] = useState(0);
  const [problem, setProblem] = useState<LoadProblem | null>(null);
  const [notice, setNotice] = useState('');
  const [origin, setOrigin] = useState('');
  const restored = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);

  const replaceDocument = useCallback((next: SandboxDocument) => {
    setDoc(next);
    setTableVersion((v) => v + 1);
  }, []);

  // After hydration: a share link wins over the table saved in this browser.
  useEffect(() => {
    const encoded = shareParam(window.location.search);
    const stored = loadStoredDocument();
    let live = true;
    const apply = (shared: LoadResult | null) => {
      if (!live) return;
      let next: SandboxDocument | null = stored;
      let message = stored ? 'Restored the table you built last time.' : '';
      if (shared?.ok) {
        next = shared.doc;
        message = 'Loaded the table and choices from the link.';
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
  }, [replaceDocument]);

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
    setNotice(source === 'file' ? 'Imported the scenario file.' : 'Loaded the scenario JSON.');
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
    setNotice('Started from the default table.');
    forgetLink();
  };

  const tableError = checked.ok ? null : checked.error;
  const invalid = tableError ? { fieldId: fieldIdForPath(tableError.path), message: describeError(tableError) } : null;

  return (
    <div className={styles.sandbox}>
      {problem ? (
        <div ref={alertRef} tabIndex={-1} role="alert" className={styles.alert} data-testid="load-error">
          <p>
            <strong>{SOURCE_TEXT[problem.source]}.</strong> The engine says:{' '}
            <code className={styles.errorText}>{describeError(problem.error)}</code>
          </p>
          <p>Your current table was kept.</p>
          <div className={styles.inline}>
            <button type="button" className="button button-primary" onClick={keepTable}>
              Keep the current table
            </button>
            <button type="button" className="button" onClick={startDefault}>
              Start from the default table
            </button>
          </div>
        </div>
      ) : null}
      <p role="status" aria-live="polite" className={styles.status}>
        {notice}
      </p>

      <section aria-labelledby="build-heading">
        <h2 id="build-heading">1. Build the table</h2>
        <TableBuilder form={doc.form} onChange={editForm} invalid={invalid} />
        <div className={styles.inline}>
          <button type="button" className="button" onClick={startDefault}>
            Reset to the default table
          </button>
        </div>
      </section>

      <section aria-labelledby="walk-heading">
        <h2 id="walk-heading">2. Walk it through</h2>
        {!checked.ok ? (
          <div className={styles.tableError} id="table-error">
            <p>
              <strong>The engine can’t resolve this table yet.</strong>{' '}
              <code className={styles.errorText}>{describeError(checked.error)}</code>
            </p>
            {invalid?.fieldId ? (
              <p>
                <a href={`#${invalid.fieldId}`}>Go to the field</a>
              </p>
            ) : null}
          </div>
        ) : (
          <>
            <p className={styles.hint}>
              Choose <strong>Try it yourself</strong> and make each player’s choice by clicking their cards: the engine
              accepts or refuses each one and cites the rule. Your choices go into the share link and the export.
            </p>
            <SandboxSimulator key={tableVersion} scenario={checked.scenario} onDecisions={onDecisions} />
          </>
        )}
      </section>

      <section aria-labelledby="share-heading">
        <h2 id="share-heading">3. Save or share</h2>
        <ScenarioTransfer
          scenario={scenario}
          shareLink={shareLink}
          onImport={onImport}
        />
      </section>
    </div>
  );
}
