// Lists as the narrators say them: "A", "A and B", "A, B and C" (English, British: no serial comma),
// "A, B et C" / "A ou B" (French). These are the CLDR long list patterns of en-GB and fr, the ones
// Intl.ListFormat gives (list.test.ts checks every length against it). Not Intl.ListFormat itself:
// it would be the page's first ICU formatter, whose set-up is one long task when a narrator loads
// (measured 200–460 ms of main thread at 4× CPU slowdown, a phone's pace), and a narrator loads with
// every simulator that comes into view.

/** The items joined by commas, the last two by `word` ("and", "or", "et", "ou"). */
export function joinList(items: readonly string[], word: string): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]}`;
}
