import type { Metadata } from 'next';
import Link from '@/components/layout/Link';
import { SiteChrome } from '@/components/layout/SiteChrome';

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'This page does not exist on APNAP Lab.',
};

export default function NotFound() {
  return (
    <SiteChrome>
    <div className="page">
      <h1>Page not found</h1>
      <p className="lede">There is no page at this address. It may have been mistyped, or the example has fewer steps.</p>
      <ul>
        <li>
          <Link href="/">Home</Link>
        </li>
        <li>
          <Link href="/rules/101.4">Rule 101.4 — APNAP order</Link>
        </li>
        <li>
          <Link href="/rules/608.2e">Rule 608.2e — effects with several steps</Link>
        </li>
        <li>
          <Link href="/rules/603.3b">Rule 603.3b — triggered abilities in APNAP order</Link>
        </li>
        <li>
          <Link href="/examples">All worked examples</Link>
        </li>
      </ul>
    </div>
    </SiteChrome>
  );
}
