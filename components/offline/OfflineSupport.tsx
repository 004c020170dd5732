'use client';
// Mounted once by the site chrome: registers the service worker after the page has loaded and the
// browser is idle (the registration code is a lazy chunk), and offers a new version when one waits.
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import styles from './offline.module.css';

export function OfflineSupport() {
  const t = useTranslations('offline');
  const [apply, setApply] = useState<(() => void) | null>(null);

  useEffect(() => {
    if (!('serviceWorker' in navigator)) return;
    let live = true;
    const start = () => {
      const whenIdle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
      whenIdle(() => {
        void import('./register').then(({ registerWorker }) => {
          if (live) void registerWorker((fn) => live && setApply(() => fn));
        });
      });
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
    return () => {
      live = false;
      window.removeEventListener('load', start);
    };
  }, []);

  if (!apply) return null;
  return (
    <div role="status" className={styles.update}>
      {t('update')}{' '}
      <button type="button" onClick={apply}>
        {t('reload')}
      </button>
    </div>
  );
}
