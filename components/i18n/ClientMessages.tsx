// Gives the client components below the messages of more namespaces than every page carries
// (LangDocument passes CLIENT_NAMESPACES): the sandbox's and the drills' strings travel only in
// their own pages. Replaces the outer provider's messages, so it repeats the shared ones.
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import type { Lang } from '@/i18n/lang';
import { CLIENT_NAMESPACES, clientMessages, type ClientPick } from './messages';

export function ClientMessages({ lang, namespaces, children }: { lang: Lang; namespaces: readonly ClientPick[]; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={lang} messages={clientMessages(lang, [...CLIENT_NAMESPACES, ...namespaces])} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
}
