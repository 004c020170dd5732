// The share link and the JSON export/import as markup: drawn by the server with the default table
// (no handlers: StaticSandbox) and by ScenarioTransfer, which owns the draft and the status line.
// One sandbox per page, so its field ids are fixed: the server's drawing and the live one agree.
import type { ChangeEvent } from 'react';
import { useTranslations } from 'next-intl';
import { valueProps } from '@/components/forms/value-props';
import styles from './sandbox.module.css';

export interface TransferViewProps {
  /** The share link, or null while the engine rejects the table (or until it is made). */
  shareLink: string | null;
  /** What the text area shows: the current table's JSON, or the reader's draft. */
  text: string;
  /** The text area holds the reader's draft, not the current table. */
  drafting: boolean;
  status: string;
  /** Absent in the server's drawing. */
  on?: {
    copyLink: (link: string) => void;
    editText: (e: ChangeEvent<HTMLTextAreaElement>) => void;
    load: () => void;
    showCurrent: () => void;
    copyJson: () => void;
    download: () => void;
    importFile: (e: ChangeEvent<HTMLInputElement>) => void;
  };
}

export function TransferView({ shareLink, text, drafting, status, on }: TransferViewProps) {
  const t = useTranslations('sandbox.transfer');
  return (
    <div className={styles.transfer}>
      <div className={styles.field}>
        <label htmlFor="scenario-link">{t('linkLabel')}</label>
        {shareLink ? (
          <div className={styles.inline}>
            <input id="scenario-link" type="text" readOnly value={shareLink} onFocus={on && ((e) => e.currentTarget.select())} />
            <button type="button" className="button" onClick={on && (() => on.copyLink(shareLink))}>
              {t('copyLink')}
            </button>
          </div>
        ) : (
          <input id="scenario-link" type="text" readOnly value="" placeholder={t('fixFirst')} aria-disabled="true" />
        )}
      </div>

      <div className={styles.field}>
        <label htmlFor="scenario-json">{t('jsonLabel')}</label>
        <textarea id="scenario-json" className={styles.json} rows={10} spellCheck={false} {...valueProps(text, on?.editText)} />
      </div>
      <div className={styles.inline}>
        <button type="button" className="button button-primary" onClick={on?.load}>
          {t('load')}
        </button>
        <button type="button" className="button" disabled={!drafting} onClick={on?.showCurrent}>
          {t('showCurrent')}
        </button>
        <button type="button" className="button" onClick={on?.copyJson}>
          {t('copyJson')}
        </button>
        <button type="button" className="button" onClick={on?.download}>
          {t('download')}
        </button>
      </div>
      <div className={styles.field}>
        <label htmlFor="scenario-file">{t('fileLabel')}</label>
        <input id="scenario-file" type="file" accept="application/json,.json" onChange={on?.importFile} />
      </div>
      <p role="status" aria-live="polite" className={styles.status}>
        {status}
      </p>
    </div>
  );
}
