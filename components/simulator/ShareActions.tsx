import styles from './simulator.module.css';

export interface ShareActionsProps {
  onCopyLink?: () => void;
  onCopyText?: () => void;
  /** "Copied link" …; announced politely. */
  status?: string;
}

export function ShareActions({ onCopyLink, onCopyText, status = '' }: ShareActionsProps) {
  return (
    <div className={styles.share} role="group" aria-label="Share this step">
      <button type="button" className="button" disabled={!onCopyLink} onClick={onCopyLink}>
        Copy link to this step
      </button>
      <button type="button" className="button" disabled={!onCopyText} onClick={onCopyText}>
        Copy as text
      </button>
      <span className={styles.copyStatus} role="status" aria-live="polite">
        {status}
      </span>
    </div>
  );
}
