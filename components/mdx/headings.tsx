import type { ReactNode } from 'react';
import { Children, isValidElement } from 'react';
import { useTranslations } from 'next-intl';

/** Plain text of a React node tree (for heading ids). */
function textOf(node: ReactNode): string {
  let out = '';
  Children.forEach(node, (child) => {
    if (typeof child === 'string' || typeof child === 'number') out += String(child);
    else if (isValidElement<{ children?: ReactNode }>(child)) out += textOf(child.props.children);
  });
  return out;
}

/** Stable heading ids, so every heading can be linked to (rule numbers keep their dots). */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9.]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function heading(Tag: 'h2' | 'h3' | 'h4') {
  function Heading({ children, id }: { children?: ReactNode; id?: string }) {
    const t = useTranslations('mdx');
    const anchor = id ?? slugify(textOf(children));
    return (
      <Tag id={anchor}>
        {children}
        <a href={`#${anchor}`} className="anchor" aria-label={t('sectionLink', { title: textOf(children) })}>
          #
        </a>
      </Tag>
    );
  }
  Heading.displayName = Tag;
  return Heading;
}

export const H2 = heading('h2');
export const H3 = heading('h3');
export const H4 = heading('h4');
