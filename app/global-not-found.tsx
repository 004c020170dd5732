// The 404 page of addresses that match no route at all (next.config.mjs: experimental.globalNotFound,
// needed because the app has one root layout per language). French addresses never get here: app/fr
// catches its own unknown paths and answers them with the French 404 page.
import { LangDocument } from '@/components/i18n/LangDocument';
import { rootMetadata, rootViewport } from '@/components/i18n/metadata';
import { notFoundMetadata } from '@/components/i18n/not-found-metadata';
import { SiteChrome } from '@/components/layout/SiteChrome';
import { NotFoundContent } from '@/components/layout/NotFoundContent';

export const viewport = rootViewport;

export async function generateMetadata() {
  return { ...rootMetadata('en'), ...(await notFoundMetadata('en')) };
}

export default function GlobalNotFound() {
  return (
    <LangDocument lang="en">
      <SiteChrome lang="en">
        <NotFoundContent lang="en" />
      </SiteChrome>
    </LangDocument>
  );
}
