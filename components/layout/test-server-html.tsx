// For component tests: a page as the server sends it, then hydrated as the browser does. In the
// browser's bundle, and so in jsdom, an island cannot draw its server drawing itself (it is required
// only where there is no window: KeptServerHtml.tsx); the test draws it with the same component,
// into the element the island keeps, as the server's render puts it there.
import { render } from '@testing-library/react';
import type { ComponentType, ReactElement, ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { expect } from 'vitest';

export function renderAsServerSent(ui: ReactElement, drawings: readonly ReactElement[], Wrapper: ComponentType<{ children: ReactNode }>) {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<Wrapper>{ui}</Wrapper>);
  const kept = container.querySelectorAll('[data-kept]');
  expect(kept.length, 'the elements the islands keep').toBe(drawings.length);
  kept.forEach((el, i) => {
    el.innerHTML = renderToString(<Wrapper>{drawings[i]}</Wrapper>);
  });
  return render(ui, { container, hydrate: true, wrapper: Wrapper });
}

/**
 * An element's markup, to compare the server's drawing with the browser's: each element's
 * attributes in name order (the server writes them in its own), without the empty comments the
 * server puts between adjacent texts or the test's `data-kept` mark.
 */
export function comparableHtml(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  for (const el of [copy, ...copy.querySelectorAll('*')]) {
    const attrs = [...el.attributes].map((a) => [a.name, a.value] as const).sort(([a], [b]) => a.localeCompare(b));
    for (const [name] of attrs) el.removeAttribute(name);
    for (const [name, value] of attrs) if (name !== 'data-kept') el.setAttribute(name, value);
  }
  return copy.outerHTML.replace(/<!-- -->/g, '');
}
