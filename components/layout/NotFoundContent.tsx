import { useTranslations } from 'next-intl';
import Link from '@/components/layout/Link';
import { localePath, type Lang } from '@/i18n/lang';

/** The 404 page's body, in the language of the address that was not found. */
export function NotFoundContent({ lang }: { lang: Lang }) {
  const t = useTranslations('errors.notFound');
  const links = [
    ['/', 'home'],
    ['/rules/101.4', 'rule1014'],
    ['/rules/608.2e', 'rule6082e'],
    ['/rules/603.3b', 'rule6033b'],
    ['/examples', 'examples'],
  ] as const;
  return (
    <div className="page">
      <h1>{t('heading')}</h1>
      <p className="lede">{t('lede')}</p>
      <ul>
        {links.map(([href, key]) => (
          <li key={key}>
            <Link href={localePath(lang, href)}>{t(key)}</Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
