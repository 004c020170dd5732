'use client';
// The offline page's list of what this device has saved, asked of the service worker.
import Link from '@/components/layout/Link';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { DEFAULT_LANG, type SavedList, type WorkerRequest } from './offline-paths';

export function SavedPages() {
  const t = useTranslations('offline');
  const [pages, setPages] = useState<SavedList['pages'] | null>(null);

  useEffect(() => {
    const worker = navigator.serviceWorker?.controller;
    if (!worker) {
      // Not controlled by the worker (opened online, or storage blocked): nothing to ask.
      void Promise.resolve().then(() => setPages([]));
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<SavedList>) => setPages(event.data.pages);
    const request: WorkerRequest = { type: 'LIST_SAVED', lang: document.documentElement.lang || DEFAULT_LANG };
    worker.postMessage(request, [channel.port2]);
    return () => channel.port1.close();
  }, []);

  if (pages === null) return <p>{t('looking')}</p>;
  if (pages.length === 0) return <p>{t('nothingSaved')}</p>;
  return (
    <>
      <p>{t('savedIntro')}</p>
      <ul data-testid="saved-pages">
        {pages.map((p) => (
          <li key={p.path}>
            <Link href={p.path} prefetch={false}>
              {p.title}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
