/** The current entry of the frame's menu and its sections (menu-model.ts). */
import { describe, expect, it } from 'vitest';
import { currentEntry, sectionsOf } from './menu-model';
import type { MenuItem } from './types';

const items: MenuItem[] = [
  { label: 'Painel', to: '/admin/painel' },
  { label: 'Candidatos', to: '/admin/lista', match: ['/admin/dados/', '/admin/conferir'] },
  { label: 'Dúvidas', to: '/admin/duvidas/lista', match: ['/admin/duvidas/'], group: 'Configuração' },
  { label: 'Unidades', to: '/admin/unidades', group: 'Configuração' },
  { label: 'Conversas', to: '/admin/conversas' },
];
const at = (pathname: string) => currentEntry(items, pathname)?.label;

describe('currentEntry', () => {
  it("is the entry of the page's own path, or of a prefix it claims", () => {
    expect(at('/admin/painel')).toBe('Painel');
    expect(at('/admin/lista')).toBe('Candidatos');
    expect(at('/admin/dados/41')).toBe('Candidatos');
    expect(at('/admin/conferir/41')).toBe('Candidatos');
    expect(at('/admin/duvidas/editar/3')).toBe('Dúvidas');
  });

  it('is none on a page no entry claims: the access log lit Painel (issue 30)', () => {
    expect(at('/admin/acessos')).toBeUndefined();
    expect(at('/admin/requisicoes')).toBeUndefined();
    expect(at('/admin')).toBeUndefined();
    expect(at('/')).toBeUndefined();
  });
});

describe('sectionsOf', () => {
  it('keeps the entries in front first, then one section per drop-down, in menu order', () => {
    expect(sectionsOf(items).map((s) => [s.group, s.items.map((i) => i.label)])).toEqual([
      [undefined, ['Painel', 'Candidatos', 'Conversas']],
      ['Configuração', ['Dúvidas', 'Unidades']],
    ]);
  });
});
