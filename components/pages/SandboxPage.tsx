import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/i18n/lang';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { pageAlternates } from '@/components/i18n/metadata';
import { SandboxIsland } from '@/components/sandbox/SandboxIsland';
import { JSON_SCHEMA_PATH } from '@/engine';

export async function sandboxMetadata(lang: Lang): Promise<Metadata> {
  const t = await getTranslations({ locale: lang, namespace: 'sandbox.page' });
  return {
    title: t('title'),
    description: t('description'),
    alternates: pageAlternates('/sandbox', lang),
    openGraph: { title: t('title'), description: t('ogDescription') },
  };
}

/** /sandbox and /fr/bac-a-sable: static; a share link's `?s=` is read in the browser (SandboxIsland). */
export function SandboxPage({ lang }: { lang: Lang }) {
  const t = useTranslations('sandbox.page');
  return (
    <div className="page-wide">
      <h1>{t('heading')}</h1>
      <p className="lede">{t('lede')}</p>
      <ClientMessages lang={lang} namespaces={['sandbox', 'simulator']}>
        {/* The default table, drawn by the island's server render; the sandbox's code (and the French
            narrator) loads when the reader turns to it. */}
        <SandboxIsland />
      </ClientMessages>
      <p>
        {t.rich('schema', {
          path: JSON_SCHEMA_PATH,
          code: (chunks) => <code>{chunks}</code>,
          link: (chunks) => <a href={JSON_SCHEMA_PATH}>{chunks}</a>,
        })}
      </p>
    </div>
  );
}
