'use client';
// The simulator's interface strings for its interactive part, in the page's language. They travel
// with the lazily loaded chunk, not in every page's payload: the static view is translated on the
// server, and only a simulator the reader comes near needs them in the browser.
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import en from '@/components/i18n/messages/en/simulator.json';
import fr from '@/components/i18n/messages/fr/simulator.json';
import { usePageLang } from '@/components/i18n/use-page-lang';

const SIMULATOR = { en, fr };

export function SimulatorMessages({ children }: { children: ReactNode }) {
  const lang = usePageLang();
  return (
    <NextIntlClientProvider locale={lang} messages={{ simulator: SIMULATOR[lang] }} timeZone="UTC">
      {children}
    </NextIntlClientProvider>
  );
}
