import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { statusDiagram, statusTable } from './machine-diagram.ts';
import { statusEdges } from './machine.ts';

const RECORD = join(import.meta.dirname, '../../../../docs/decisions/067-status-machine.md');

describe('the status machine of decision 067', () => {
  it('the record draws exactly the table (copy statusDiagram() into its mermaid block)', () => {
    const md = readFileSync(RECORD, 'utf8');
    const block = /```mermaid\n([\s\S]*?)\n```/.exec(md)?.[1];
    expect(block).toBe(statusDiagram());
  });

  it("the record's table of allows and traits is exactly STATUS_ALLOWS and STATUS_TRAITS", () => {
    const md = readFileSync(RECORD, 'utf8');
    expect(md).toContain(statusTable());
  });

  it('the diagram has an arrow for every move of the table', () => {
    const text = statusDiagram();
    for (const e of statusEdges())
      expect(text.includes(`s${e.from} --> s${e.to}:`) || text.includes(`andamento --> s${e.to}:`)).toBe(
        true,
      );
  });
});
