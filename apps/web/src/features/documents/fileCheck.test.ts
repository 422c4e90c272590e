import { describe, expect, it } from 'vitest';
import { DOC_MSG } from '@admissao/domain';
import { checkDocumentFile, checkTemporaryFile } from './fileCheck';

const file = (name: string, size = 1000, type = '') => ({ name, size, type });

describe('file checks before sending', () => {
  it('accepts jpg, jpeg, png, heic and pdf in any case', () => {
    for (const n of ['a.jpg', 'b.JPEG', 'c.png', 'd.HEIC', 'e.pdf'])
      expect(checkDocumentFile(file(n), false)).toBeNull();
  });
  it('refuses other formats and a PDF on a foto document with the spec message', () => {
    expect(checkDocumentFile(file('a.gif'), false)?.message).toBe(DOC_MSG.formatNotAllowed);
    expect(checkDocumentFile(file('a.pdf'), true)?.message).toBe(DOC_MSG.formatOnlyImages);
    expect(checkDocumentFile(file('a.heic'), true)).toBeNull();
  });
  it('refuses more than 5,000,000 bytes with both lines of the size message', () => {
    expect(checkDocumentFile(file('a.jpg', 5_000_000), false)).toBeNull();
    const p = checkDocumentFile(file('a.jpg', 5_000_001), false);
    expect([p?.title, p?.message]).toEqual(['Tamanho do arquivo excede o limite.', 'Máximo 5mb.']);
  });
  it('the temporary page takes no HEIC', () => {
    expect(checkTemporaryFile(file('a.heic'))?.message).toBe(DOC_MSG.tempFormatNotAllowed);
    expect(checkTemporaryFile(file('a.pdf'))).toBeNull();
    expect(checkTemporaryFile(file('a.png', 6_000_000))?.kind).toBe('size');
  });
});
