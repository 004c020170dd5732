// For unit tests (Vitest): renders children with every message of a language, as the layouts do
// for the site. `render(<TestIntl lang="fr"><Thing /></TestIntl>)`.
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import type { Lang } from '@/i18n/lang';
import { messagesFor } from './messages';

export function TestIntl({ lang = 'en', children }: { lang?: Lang; children: ReactNode }) {
  return (
    <NextIntlClientProvider locale={lang} messages={messagesFor(lang)} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
}
