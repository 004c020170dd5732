import type { Metadata } from 'next';
import Link from '@/components/layout/Link';
import { SiteChrome } from '@/components/layout/SiteChrome';
import { pages } from '@/content/library';

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
        {/* The rule pages, found in content/ like every page. */}
        {pages()
          .filter((p) => p.rule && p.home)
          .map((p) => (
            <li key={p.path}>
              <Link href={p.href}>Rule {p.home!.title}</Link>
            </li>
          ))}
        <li>
          <Link href="/examples">All worked examples</Link>
        </li>
      </ul>
    </div>
    </SiteChrome>
  );
}
