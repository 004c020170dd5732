// The <html> document of every page, in one language. The app has one root layout per language
// and kind of page (app/(site), app/embed, app/fr, and app/global-not-found.tsx), so that
// `<html lang>` is right in the static HTML without middleware or per-request code.
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import type { Lang } from '@/i18n/lang';
import { CLIENT_NAMESPACES, clientMessages } from './messages';
import '@/app/globals.css';

export function LangDocument({ lang, children }: { lang: Lang; children: ReactNode }) {
  // Static rendering: this render's language, for the server components below that translate.
  setRequestLocale(lang);
  return (
    <html lang={lang}>
      <body>
        {/* Only the namespaces client components use travel in the page (messages.ts). */}
        <NextIntlClientProvider locale={lang} messages={clientMessages(lang, CLIENT_NAMESPACES)} timeZone="UTC">
          {children}
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
