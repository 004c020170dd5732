// The published JSON Schema of `apnap/1` (served at /schema/apnap-1.json), generated from the one
// schema the validator uses (schema.ts), for bots and other programs to check their files.
// Build-time only: nothing in the site's pages imports this file.
import { toJsonSchema } from '@valibot/to-json-schema';
import { JSON_SCHEMA_LIMITS, JSON_SCHEMA_PATH, scenarioSchema } from './schema';

type Node = Record<string, unknown> & { properties?: Record<string, Node>; items?: Node };

export function apnapJsonSchema(): Record<string, unknown> {
  const { $schema, ...schema } = toJsonSchema(scenarioSchema(null), { target: 'draft-2020-12' }) as Node;
  // Unique player names and unique card types are structure JSON Schema can say (uniqueItems);
  // unique card ids across objects, and names that refer to players, it cannot.
  schema.properties!.players!.uniqueItems = true;
  schema.properties!.cards!.items!.properties!.types!.uniqueItems = true;
  return {
    $schema,
    $id: JSON_SCHEMA_PATH,
    title: 'APNAP Lab scenario, format apnap/1',
    description: `A table, the effect resolving and the decisions proposed (scenario-format.md). ${JSON_SCHEMA_LIMITS}`,
    ...schema,
  };
}
