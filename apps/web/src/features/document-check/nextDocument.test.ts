import { describe, expect, it } from 'vitest';
import type { DocumentRow } from '@admissao/domain';
import { nextToCheck, stepDocument } from './nextDocument';

const doc = (CODTIPODOC: number, CONFERIDO: boolean, ARQUIVOS = 1, OBRIGATORIO = true) =>
  ({ CODTIPODOC, DOCUMENTO: `D${CODTIPODOC}`, CONFERIDO, ARQUIVOS, OBRIGATORIO }) as DocumentRow;

describe('nextToCheck', () => {
  it('goes to the next unchecked document with a file, round to the start', () => {
    const docs = [doc(1, false), doc(2, true), doc(3, false), doc(4, false, 0)];
    expect(nextToCheck(docs, 1)?.CODTIPODOC).toBe(3);
    expect(nextToCheck(docs, 3)?.CODTIPODOC).toBe(1);
  });
  it('says none when only the decided one, checked ones or documents without a file are left', () => {
    expect(nextToCheck([doc(1, false), doc(2, true), doc(3, false, 0)], 1)).toBeNull();
  });
});

describe('stepDocument', () => {
  it('steps in the strip order and stops at both ends', () => {
    const docs = [doc(1, false), doc(2, true), doc(3, false)];
    expect(stepDocument(docs, 2, 1)?.CODTIPODOC).toBe(3);
    expect(stepDocument(docs, 2, -1)?.CODTIPODOC).toBe(1);
    expect(stepDocument(docs, 3, 1)).toBeNull();
    expect(stepDocument(docs, 1, -1)).toBeNull();
  });
});
