// The published JSON Schema of `apnap/2` (scenario-format.md): teams (Two-Headed Giant), controlled
// players and the family's effects. `apnap/1` keeps its own address and schema, unchanged.
import { apnapJsonSchema } from '@/engine';

export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(`${JSON.stringify(apnapJsonSchema('apnap/2'), null, 2)}\n`, {
    headers: { 'content-type': 'application/schema+json; charset=utf-8' },
  });
}
