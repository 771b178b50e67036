import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { EVENT_CATALOGUE, EVENT_TYPES } from './event-catalogue.js';

const docs = readFileSync(fileURLToPath(new URL('../../../../docs/events.md', import.meta.url)), 'utf8');
const section = (from: string, to: string) => docs.slice(docs.indexOf(from), docs.indexOf(to));
/** the first cell of each row of a markdown table: the event types it describes */
const typesInFirstColumn = (table: string) =>
  table
    .split('\n')
    .flatMap((line) =>
      (line.startsWith('| `') ? [...line.split('|')[1]!.matchAll(/`([^`]+)`/g)] : []).map((m) => m[1]),
    );

describe('the event catalogue', () => {
  it('names each published type once, as <name>.v<version>', () => {
    expect(new Set(EVENT_TYPES).size).toBe(EVENT_TYPES.length);
    for (const definition of EVENT_CATALOGUE) expect(definition.type).toBe(`${definition.name}.v${definition.version}`);
  });

  it('is what docs/events.md describes: producer, key and payload, and who consumes it', () => {
    const published = [...EVENT_TYPES].sort();
    expect(typesInFirstColumn(section('## Event types', '### Who consumes what')).sort()).toEqual(published);
    expect(typesInFirstColumn(section('### Who consumes what', 'The recalculation queue')).sort()).toEqual(published);
  });
});
