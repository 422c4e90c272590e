/** The demo FAQ (issue 30 §4) names only tabs of the candidate page, by their labels in the registry. */
import { describe, expect, it } from 'vitest';
import { TABS } from '@admissao/domain';
import { DEMO_FAQ } from '../src/seed/demo-content.ts';

const LABELS: string[] = TABS.map((t) => t.label);
/** 'aba X' or 'aba <strong>X</strong>', up to the comma or tag that ends the name */
const TAB_MENTION = /\baba (?:<strong>)?([^,<.]+)/g;

describe('demo FAQ', () => {
  it('names only real tabs of the candidate page', () => {
    const named = DEMO_FAQ.flatMap((f) =>
      [...`${f.resumo} ${f.descricao}`.matchAll(TAB_MENTION)].map((m) => m[1]!.trim()),
    );
    expect(named.length).toBeGreaterThan(0);
    expect(named.filter((n) => !LABELS.includes(n))).toEqual([]);
  });
});
