import { describe, expect, it } from 'vitest';
import type { DocumentFile, DocumentObservation } from '@admissao/domain';
import { lastRefusalAt, resentFiles } from './resentFiles';

const file = (id: number, createdAt: string, original: number | null = null): DocumentFile => ({
  id,
  file: `${id}.jpg`,
  kind: 'image',
  mime: 'image/jpeg',
  size: 1,
  width: 1,
  height: 1,
  pages: 1,
  ordem: id,
  replaces: original,
  original,
  createdAt,
  url: `/api/x?CODIMAGEM=${id}`,
});
const obs = (ACAO: string, DATLOG: string) =>
  ({
    CODOBSERVACAO: 1,
    CODTIPODOC: 1,
    ACAO,
    OBSERVACAO: 'x',
    CODUSUARIO: 1,
    USUARIO: 'a',
    DATLOG,
  }) as DocumentObservation;

const REFUSED = '2026-03-10T12:00:00.000Z';
const at = Date.parse(REFUSED);

describe('resentFiles', () => {
  it('takes the latest refusal of the observations', () => {
    expect(
      lastRefusalAt([obs('A', '2026-03-11T00:00:00Z'), obs('R', REFUSED), obs('R', '2026-03-01T00:00:00Z')]),
    ).toBe(at);
    expect(lastRefusalAt([obs('A.', REFUSED)])).toBeNull();
  });
  it('opens the file sent after the refusal and marks the older one replaced', () => {
    const old = file(1, '2026-03-09T10:00:00Z');
    const fresh = file(2, '2026-03-10T13:00:00Z');
    const r = resentFiles(4, [old, fresh], at);
    expect(r.first?.id).toBe(2);
    expect([...r.replaced]).toEqual([1]);
  });
  it('an edit belongs to the file it came from', () => {
    // the old file rotated after the refusal (id 3, chain from 1), the new upload is 2
    const r = resentFiles(4, [file(3, '2026-03-10T14:00:00Z', 1), file(2, '2026-03-10T13:00:00Z')], at);
    expect(r.first?.id).toBe(2);
    expect([...r.replaced]).toEqual([3]);
  });
  it('says nothing unless the document is Reenviado with a refusal', () => {
    const files = [file(1, '2026-03-09T10:00:00Z'), file(2, '2026-03-10T13:00:00Z')];
    expect(resentFiles(1, files, at).first).toBeNull();
    expect(resentFiles(4, files, null).replaced.size).toBe(0);
  });
});
