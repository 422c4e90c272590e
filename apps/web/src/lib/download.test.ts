import { describe, expect, it } from 'vitest';
import { fileNameOf } from './download';

const res = (header?: string) =>
  new Response('x', { headers: header ? { 'content-disposition': header } : {} });

describe('fileNameOf', () => {
  it('reads the name the server gives, else the fallback', () => {
    expect(fileNameOf(res('attachment; filename="relatorio-candidatos-20261122031500.xlsx"'), 'f.xlsx')).toBe(
      'relatorio-candidatos-20261122031500.xlsx',
    );
    expect(fileNameOf(res("attachment; filename*=UTF-8''rel%C3%A1torio.xlsx"), 'f.xlsx')).toBe(
      'relátorio.xlsx',
    );
    expect(fileNameOf(res(), 'f.xlsx')).toBe('f.xlsx');
  });
});
