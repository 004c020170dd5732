// next-intl's request configuration (next.config.mjs points its plugin here). There is no
// middleware: every page is static, and its layout or page names its language with
// setRequestLocale(lang) before anything is translated (English pages at the root, French under
// app/fr). A server function called with an explicit locale (getTranslations({ locale })) wins.
import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LANG, isLang } from '@/i18n/lang';
import { messagesFor } from './messages';

export default getRequestConfig(async ({ locale, requestLocale }) => {
  const requested = locale ?? (await requestLocale);
  const lang = isLang(requested) ? requested : DEFAULT_LANG;
  return {
    locale: lang,
    messages: messagesFor(lang),
    // Dates shown to readers ("last checked …") are calendar dates, the same for everyone.
    timeZone: 'UTC',
  };
});
