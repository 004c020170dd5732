import type { Metadata } from 'next';
import { SandboxApp } from '@/components/sandbox/SandboxApp';
import { JSON_SCHEMA_PATH } from '@/engine/scenario/schema';

export const metadata: Metadata = {
  title: 'Sandbox: build your own table',
  description:
    'Build your own Magic table — players, the active player, cards and an effect from the catalog — then make each choice and let the rules engine check it against APNAP order (101.4) and 608.2e. Import, export and share it.',
  alternates: { canonical: '/sandbox' },
  openGraph: { title: 'Sandbox: build your own table', description: 'Build a table and check every choice against the rules.' },
};

// Static: a share link's `?s=` is read in the browser, after hydration.
export const dynamic = 'error';

export default function SandboxPage() {
  return (
    <div className="page-wide">
      <h1>Sandbox: build your own table</h1>
      <p className="lede">
        Set up the players, whose turn it is, the cards on the table and in hand, and an effect from the catalog. Then
        make each choice yourself: the rules engine says who chooses when (101.4, 608.2e) and refuses anything illegal.
      </p>
      <SandboxApp />
      <p>
        Writing scenario files in another program? They use the <code>apnap/1</code> format; check their structure
        with its <a href={JSON_SCHEMA_PATH}>JSON Schema</a> (<code>{JSON_SCHEMA_PATH}</code>) before importing them here.
      </p>
    </div>
  );
}
