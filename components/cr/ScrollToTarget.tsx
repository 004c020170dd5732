'use client';
// A rule's page opened without an #anchor (typed, shared, from a search engine): bring the marked
// entry into view. Without JavaScript the page still works: our links carry the anchor.
import { useEffect } from 'react';

export function ScrollToTarget({ id }: { id: string }) {
  useEffect(() => {
    if (window.location.hash) return;
    document.getElementById(id)?.scrollIntoView({ block: 'start' });
  }, [id]);
  return null;
}
