'use client';
// Share link, JSON export/import (text and file) for the sandbox's scenario (`apnap/1`).
// Importing never replaces the table by itself: the parent loads the text through the engine
// and keeps the current table when the engine rejects it.
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { Scenario } from '@/engine/types';
import { copyToClipboard } from '@/components/simulator/clipboard';
import { scenarioJson } from './scenario-io';
import styles from './sandbox.module.css';

export interface ScenarioTransferProps {
  /** The current table and decisions as a scenario. */
  scenario: Scenario;
  /** The share link, or null while the engine rejects the table. */
  shareLink: string | null;
  /** Loads a scenario's text; returns whether it replaced the table. */
  onImport: (text: string, source: 'file' | 'text') => boolean;
}

export function ScenarioTransfer({ scenario, shareLink, onImport }: ScenarioTransferProps) {
  const t = useTranslations('sandbox.transfer');
  const id = useId();
  // null: the text area shows the current table; a string: what the user typed or pasted.
  const [draft, setDraft] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const current = scenarioJson(scenario);

  const copy = async (text: string, what: 'Link' | 'Json') => {
    const ok = await copyToClipboard(text);
    setStatus(ok ? t(`copied${what}`) : t(`copyFailed${what}`));
  };

  const download = () => {
    const url = URL.createObjectURL(new Blob([current], { type: 'application/json' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'scenario.json';
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
    setStatus(t('downloaded'));
  };

  const importFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const input = e.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    let text: string;
    try {
      text = await file.text();
    } catch {
      text = '';
    }
    input.value = ''; // The same file can be chosen again after fixing it.
    if (onImport(text, 'file')) {
      setDraft(null);
      setStatus(t('loadedFile', { file: file.name }));
    } else {
      setStatus('');
    }
  };

  const importText = () => {
    if (onImport(draft ?? current, 'text')) {
      setDraft(null);
      setStatus(t('loadedText'));
    } else {
      setStatus('');
    }
  };

  return (
    <div className={styles.transfer}>
      <div className={styles.field}>
        <label htmlFor={`${id}-link`}>{t('linkLabel')}</label>
        {shareLink ? (
          <div className={styles.inline}>
            <input id={`${id}-link`} type="text" readOnly value={shareLink} onFocus={(e) => e.currentTarget.select()} />
            <button type="button" className="button" onClick={() => void copy(shareLink, 'Link')}>
              {t('copyLink')}
            </button>
          </div>
        ) : (
          <input id={`${id}-link`} type="text" readOnly value="" placeholder={t('fixFirst')} aria-disabled="true" />
        )}
      </div>

      <div className={styles.field}>
        <label htmlFor={`${id}-json`}>{t('jsonLabel')}</label>
        <textarea
          id={`${id}-json`}
          className={styles.json}
          rows={10}
          spellCheck={false}
          value={draft ?? current}
          onChange={(e) => setDraft(e.target.value)}
        />
      </div>
      <div className={styles.inline}>
        <button type="button" className="button button-primary" onClick={importText}>
          {t('load')}
        </button>
        <button type="button" className="button" disabled={draft === null} onClick={() => setDraft(null)}>
          {t('showCurrent')}
        </button>
        <button type="button" className="button" onClick={() => void copy(current, 'Json')}>
          {t('copyJson')}
        </button>
        <button type="button" className="button" onClick={download}>
          {t('download')}
        </button>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-file`}>{t('fileLabel')}</label>
        <input id={`${id}-file`} type="file" accept="application/json,.json" onChange={(e) => void importFile(e)} />
      </div>
      <p role="status" aria-live="polite" className={styles.status}>
        {status}
      </p>
    </div>
  );
}
