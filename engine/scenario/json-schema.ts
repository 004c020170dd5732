// The published JSON Schema of `apnap/1` (served at /schema/apnap-1.json), generated from the one
// schema the validator uses (schema.ts), for bots and other programs to check their files.
// Build-time only: nothing in the site's pages imports this file.
import { toJsonSchema } from '@valibot/to-json-schema';
import { FORMAT, FORMAT_V3, JSON_SCHEMA_LIMITS, JSON_SCHEMA_LIMITS_V2, JSON_SCHEMA_PATH, JSON_SCHEMA_PATH_V2, JSON_SCHEMA_PATH_V3, scenarioSchema } from './schema';
import type { FormatVersion } from '../core/types';

type Node = Record<string, unknown> & { properties?: Record<string, Node>; items?: Node };

/** The JSON Schema of one format: `apnap/1` (unchanged since it shipped), `apnap/2` or `apnap/3`. */
export function apnapJsonSchema(format: FormatVersion = FORMAT): Record<string, unknown> {
  const v2 = format !== FORMAT;
  const { $schema, ...schema } = toJsonSchema(scenarioSchema(null, format), { target: 'draft-2020-12' }) as Node;
  // Unique player names and unique card types are structure JSON Schema can say (uniqueItems);
  // unique card ids across objects, and names that refer to players, it cannot.
  schema.properties!.players!.uniqueItems = true;
  schema.properties!.cards!.items!.properties!.types!.uniqueItems = true;
  if (v2) {
    // Two-Headed Giant: two teams of two (810.1), each team's names unique.
    const teams = schema.properties!.teams as Node & Record<string, unknown>;
    Object.assign(teams, { minItems: 2, maxItems: 2 });
    Object.assign(teams.items!, { minItems: 2, maxItems: 2, uniqueItems: true });
    const v3 = format === FORMAT_V3;
    return {
      $schema,
      $id: v3 ? JSON_SCHEMA_PATH_V3 : JSON_SCHEMA_PATH_V2,
      title: `APNAP Lab scenario, format ${format}`,
      description: `A table (teams for Two-Headed Giant, controlled players), the effect resolving and the decisions proposed (scenario-format.md). ${JSON_SCHEMA_LIMITS_V2}`,
      ...schema,
    };
  }
  return {
    $schema,
    $id: JSON_SCHEMA_PATH,
    title: 'APNAP Lab scenario, format apnap/1',
    description: `A table, the effect resolving and the decisions proposed (scenario-format.md). ${JSON_SCHEMA_LIMITS}`,
    ...schema,
  };
}
