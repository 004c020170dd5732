// The published JSON Schema of `apnap/3` (scenario-format.md): `apnap/2`'s fields, and the effects
// only `apnap/3` has. `apnap/1` and `apnap/2` keep their own addresses and schemas, unchanged.
import { apnapJsonSchema } from '@/engine';

export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(`${JSON.stringify(apnapJsonSchema('apnap/3'), null, 2)}\n`, {
    headers: { 'content-type': 'application/schema+json; charset=utf-8' },
  });
}
