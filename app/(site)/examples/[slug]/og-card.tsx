// The Open Graph card of the example pages (1200×630), drawn with next/og's bundled font only:
// no remote fonts or images (the build runs offline). Used by both opengraph-image routes.
import { ImageResponse } from 'next/og';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { Lang } from '@/i18n/lang';
import { stepCaptionIn } from '@/components/pages/example-meta';
import { exampleAt } from '@/content/library';

export const OG_SIZE = { width: 1200, height: 630 };

/**
 * Keeps long text inside the card (an image has no scrolling). French typography's narrow no-break
 * space (U+202F, before « : ; ? ! ») is not in next/og's bundled font: a no-break space instead, or
 * the renderer would try to fetch a font at build time.
 */
function clip(raw: string, max: number): string {
  const text = raw.replace(/\u202f/g, '\u00a0');
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:(]+$/, '')}…`;
}

// The dark theme's colours (app/globals.css): images can't read CSS variables.
const C = { bg: '#16151a', fg: '#ece9e2', muted: '#b3ada1', accent: '#f2b36b', accentFg: '#1d1b17', border: '#3d3a42', card: '#222128' };

export interface OgCard {
  title: string;
  /** "Step 7 of 12", or "12 steps". */
  counter: string;
  /** The step's log line with its rule, or the example's summary. */
  caption: string;
  rule: string;
  /** The card's fixed texts in the page's language (examples.og): site name, "Rule 608.2e", footer. */
  labels: { site: string; rule: string; footer: string };
}

export function ogCardImage(card: OgCard): ImageResponse {
  const title = clip(card.title, 90);
  const caption = clip(card.caption, 140);
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          background: C.bg,
          color: C.fg,
          padding: '48px 72px',
          borderTop: `12px solid ${C.accent}`,
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
          <div
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: 64,
              height: 64,
              borderRadius: 12,
              background: C.accent,
              color: C.accentFg,
              fontSize: 26,
              letterSpacing: 2,
            }}
          >
            AP
          </div>
          <div style={{ display: 'flex', fontSize: 34 }}>{card.labels.site}</div>
          <div style={{ display: 'flex', marginLeft: 'auto', fontSize: 28, color: C.muted }}>{card.labels.rule}</div>
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
          <div style={{ display: 'flex', fontSize: title.length > 60 ? 50 : 60, lineHeight: 1.15 }}>{title}</div>
          <div style={{ display: 'flex', fontSize: 34, color: C.accent }}>{clip(card.counter, 80)}</div>
          <div
            style={{
              display: 'flex',
              fontSize: caption.length > 90 ? 34 : 40,
              lineHeight: 1.3,
              padding: '20px 28px',
              background: C.card,
              border: `2px solid ${C.border}`,
              borderRadius: 16,
            }}
          >
            {caption}
          </div>
        </div>
        <div style={{ display: 'flex', fontSize: 24, color: C.muted }}>
          {card.labels.footer}
        </div>
      </div>
    ),
    OG_SIZE,
  );
}

/** The card's fixed texts in `lang`. */
export async function ogLabels(lang: Lang, rule: string): Promise<OgCard['labels']> {
  const t = await getTranslations({ locale: lang, namespace: 'examples.og' });
  const site = await getTranslations({ locale: lang, namespace: 'site' });
  return { site: site('name'), rule: t('rule', { rule }), footer: t('footer') };
}

/** The card of an example's own page in `lang` ("A worked example in 12 steps" and its summary). */
export async function exampleOgImage(lang: Lang, slug: string): Promise<ImageResponse> {
  const found = exampleAt(slug, undefined, lang);
  if (!found) notFound();
  const { example } = found;
  const t = await getTranslations({ locale: lang, namespace: 'examples.og' });
  return ogCardImage({
    title: example.title,
    counter: t('counterExample', { steps: example.steps.length }),
    caption: example.summary,
    rule: example.rule,
    labels: await ogLabels(lang, example.rule),
  });
}

/** The card of one step in `lang` ("Step 7 of 12" and the step's caption with its rule). */
export async function stepOgImage(lang: Lang, slug: string, step: string): Promise<ImageResponse> {
  const found = exampleAt(slug, step, lang);
  if (!found) notFound();
  const { example, index } = found;
  const t = await getTranslations({ locale: lang, namespace: 'examples.og' });
  return ogCardImage({
    title: example.title,
    counter: t('counterStep', { step: index + 1, total: example.steps.length }),
    caption: stepCaptionIn(lang, example, index),
    rule: example.rule,
    labels: await ogLabels(lang, example.rule),
  });
}
