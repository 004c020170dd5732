'use client';
// The polite live region that announces each step ("Step 3 of 7: …"). It lives at the end of
// <body>, outside the simulator, so that its text (a copy of the visible counter and log) is
// not found a second time by anyone searching the simulator's own text.
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';

export function LiveAnnouncer({ text }: { text: string }) {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    // Created empty on mount: a live region must exist before its text changes to be announced.
    const el = document.createElement('div');
    el.setAttribute('data-simulator-announcer', '');
    document.body.appendChild(el);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the host exists only once mounted
    setHost(el);
    return () => el.remove();
  }, []);
  if (!host) return null;
  return createPortal(
    <p className="visually-hidden" aria-live="polite" aria-atomic="true">
      {text}
    </p>,
    host,
  );
}
