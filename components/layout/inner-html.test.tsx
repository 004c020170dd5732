import { describe, expect, it } from 'vitest';
import { element, escapeText } from './inner-html';

describe('inner HTML written by the server', () => {
  it('escapes text so that it reads as written', () => {
    expect(escapeText('a < b && c > d "quoted"')).toBe('a &lt; b &amp;&amp; c &gt; d "quoted"');
  });

  it('writes an element with its attributes escaped and undefined ones left out', () => {
    expect(element('a', { href: '/rules/702.19b#702.19b', title: 'say "x" & <y>', class: undefined }, 'x')).toBe(
      '<a href="/rules/702.19b#702.19b" title="say &quot;x&quot; &amp; &lt;y&gt;">x</a>',
    );
  });

  it('parses back to the same text and attributes in a browser', () => {
    const holder = document.createElement('div');
    const text = 'Rule 702.19b’s “trample” <not a tag> & more';
    holder.innerHTML = element('p', { 'aria-current': 'true', 'data-x': '"&\'' }, escapeText(text));
    const p = holder.firstElementChild!;
    expect(p.textContent).toBe(text);
    expect(p.getAttribute('data-x')).toBe('"&\'');
    expect(p.getAttribute('aria-current')).toBe('true');
  });
});
