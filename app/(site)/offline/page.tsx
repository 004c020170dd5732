import type { Metadata } from 'next';
import { SavedPages } from '@/components/offline/SavedPages';

// Shown by the service worker, offline, in place of a page this device has not saved (sw/pages.ts).
export const metadata: Metadata = {
  title: 'Offline',
  description: 'You are offline and this page is not saved on this device; here is what is.',
  robots: { index: false },
};

export default function OfflinePage() {
  return (
    <div className="page">
      <h1>You are offline</h1>
      <p className="lede">This page is not saved on this device, so it cannot be shown without a network.</p>
      <SavedPages />
    </div>
  );
}
