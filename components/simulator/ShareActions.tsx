import { useTranslations } from 'next-intl';
import styles from './simulator.module.css';

export interface ShareActionsProps {
  onCopyLink?: () => void;
  onCopyText?: () => void;
  /** Copies the iframe code of this example at this step. */
  onCopyEmbed?: () => void;
  /** Draw "Embed" (the example has an embed page). */
  embeddable?: boolean;
  /** "Copied link" …; announced politely. */
  status?: string;
}

/** The three ways to pass this step on, side by side: its link, its text, its iframe code. */
export function ShareActions({ onCopyLink, onCopyText, onCopyEmbed, embeddable = false, status = '' }: ShareActionsProps) {
  const t = useTranslations('simulator.share');
  return (
    <div className={styles.share} role="group" aria-label={t('group')}>
      <div className={styles.shareButtons}>
        <button type="button" className="button" onClick={onCopyLink}>
          {t('link')}
        </button>
        <button type="button" className="button" onClick={onCopyText}>
          {t('text')}
        </button>
        {embeddable ? (
          <button type="button" className="button" onClick={onCopyEmbed}>
            {t('embed')}
          </button>
        ) : null}
      </div>
      <span className={styles.copyStatus} role="status" aria-live="polite">
        {status}
      </span>
    </div>
  );
}
