'use client';
// Share link, JSON export/import (text and file) for the sandbox's scenario (`apnap/1`): the draft
// and the status line; TransferView draws them. Importing never replaces the table by itself: the
// parent loads the text through the engine and keeps the current table when the engine rejects it.
import { useState, type ChangeEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { Scenario } from '@/engine/types';
import { copyToClipboard } from '@/components/simulator/clipboard';
import { scenarioJson } from './scenario-io';
import { TransferView } from './TransferView';

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
    <TransferView
      shareLink={shareLink}
      text={draft ?? current}
      drafting={draft !== null}
      status={status}
      on={{
        copyLink: (link) => void copy(link, 'Link'),
        editText: (e) => setDraft(e.target.value),
        load: importText,
        showCurrent: () => setDraft(null),
        copyJson: () => void copy(current, 'Json'),
        download,
        importFile: (e) => void importFile(e),
      }}
    />
  );
}
