// The published JSON Schema of `apnap/1` (scenario-format.md, "A published JSON Schema"),
// generated at build time from the schema the engine validates with.
import { apnapJsonSchema } from '@/engine';

export const dynamic = 'force-static';

export function GET(): Response {
  return new Response(`${JSON.stringify(apnapJsonSchema(), null, 2)}\n`, {
    headers: { 'content-type': 'application/schema+json; charset=utf-8' },
  });
}
