'use client';
// The offline page's list of what this device has saved, asked of the service worker.
import Link from '@/components/layout/Link';
import { useEffect, useState } from 'react';
import { DEFAULT_LANG, type SavedList, type WorkerRequest } from './offline-paths';

export function SavedPages() {
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

  if (pages === null) return <p>Looking for saved pages…</p>;
  if (pages.length === 0) return <p>Nothing is saved on this device yet. Once online, open any page: the site saves itself for offline use.</p>;
  return (
    <>
      <p>These pages are saved on this device and open without a network:</p>
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
