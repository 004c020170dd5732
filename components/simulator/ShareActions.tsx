import { useTranslations } from 'next-intl';
import styles from './simulator.module.css';

export interface ShareActionsProps {
  onCopyLink?: () => void;
  onCopyText?: () => void;
  /** "Copied link" …; announced politely. */
  status?: string;
}

export function ShareActions({ onCopyLink, onCopyText, status = '' }: ShareActionsProps) {
  const t = useTranslations('simulator.share');
  return (
    <div className={styles.share} role="group" aria-label={t('group')}>
      <button type="button" className="button" disabled={!onCopyLink} onClick={onCopyLink}>
        {t('link')}
      </button>
      <button type="button" className="button" disabled={!onCopyText} onClick={onCopyText}>
        {t('text')}
      </button>
      <span className={styles.copyStatus} role="status" aria-live="polite">
        {status}
      </span>
    </div>
  );
}
