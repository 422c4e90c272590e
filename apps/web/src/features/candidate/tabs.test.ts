import { describe, expect, it } from 'vitest';
import { defaultSettings } from '@admissao/domain';
import { nextTab, visibleTabs } from './tabs';

const record = { CODADM: 9, CODCLI: '050', CARGO: 'ANALISTA' };

describe('tabs of /dados', () => {
  it('shows only the always-present tabs with nothing configured', () => {
    const settings = { ...defaultSettings(), INFO_BANCARIA: false };
    const keys = visibleTabs({ settings, record, customFieldCount: 0 }).map((t) => t.label);
    expect(keys).toEqual([
      'Dados Pessoais',
      'Endereço',
      'Documentação',
      'Dependentes',
      'Benefícios',
      'Enviar Documentos',
    ]);
  });

  it('adds custom fields, bank and transport tabs by their rules, in page order', () => {
    const settings = { ...defaultSettings(), INFO_BANCARIA: true, TRANSPORTE_PUBLICO: 'D' as const };
    const tabs = visibleTabs({ settings, record, customFieldCount: 2 });
    expect(tabs.map((t) => t.key)).toEqual([
      'pessoais',
      'endereco',
      'documentacao',
      'dependentes',
      'adicional',
      'bancarios',
      'transporte',
      'beneficios',
      'envio',
    ]);
    expect(tabs.find((t) => t.key === 'transporte')?.flag).toBe('ISVALID_TRANSPORTE');
    for (const s of [{ INFO_VALE_TRANSPORTE: true }, { INFO_TRANSP_FRETADO: true }])
      expect(
        visibleTabs({ settings: { ...defaultSettings(), ...s }, record, customFieldCount: 0 }).some(
          (t) => t.key === 'transporte',
        ),
      ).toBe(true);
  });

  it('hides benefits from interns, except for admin 9 client 041', () => {
    const settings = defaultSettings();
    const intern = { ...record, CARGO: 'ESTAGIO' };
    const has = (r: typeof record) =>
      visibleTabs({ settings, record: r, customFieldCount: 0 }).some((t) => t.key === 'beneficios');
    expect(has(intern)).toBe(false);
    expect(has({ ...record, TIPOCARGO: 'ESTAGIO' } as typeof record)).toBe(false);
    expect(has({ ...intern, CODCLI: '041' })).toBe(true);
    expect(has({ ...intern, CODADM: 8, CODCLI: '041' })).toBe(false);
  });

  it('Próximo wraps to the first tab after the last', () => {
    const tabs = visibleTabs({ settings: defaultSettings(), record, customFieldCount: 0 });
    expect(nextTab(tabs, 'pessoais')).toBe('endereco');
    expect(nextTab(tabs, 'envio')).toBe('pessoais');
  });
});
