import { describe, expect, it } from 'vitest';
import { defaultSettings, fieldsOfSection, type ClientSettings } from '@admissao/domain';
import { ADMIN_TABS, docGroupOf, visibleAdminTabs } from './adminTabs';

const settings = (over: Partial<ClientSettings> = {}): ClientSettings => ({ ...defaultSettings(), ...over });
const keys = (input: Parameters<typeof visibleAdminTabs>[0]) => visibleAdminTabs(input).map((t) => t.key);
const record = (over: Record<string, unknown> = {}) => ({
  CODADM: 1,
  CODCLI: '001',
  TIPOCARGO: 'OUTROS',
  ...over,
});

describe('tabs of the staff view (spec 3 §2)', () => {
  it('are in spec order, the optional ones hidden without their configuration', () => {
    expect(ADMIN_TABS.map((t) => t.label)).toEqual([
      'Dados Pessoais',
      'Endereço',
      'Documentação',
      'Dependentes',
      'Informações adicionais',
      'Dados Bancários',
      'Dados de Transporte',
      'Benefícios',
      'Documentos Enviados',
    ]);
    expect(keys({ settings: settings(), record: record(), customFieldCount: 0 })).toEqual([
      'pessoais',
      'endereco',
      'documentacao',
      'dependentes',
      'bancarios',
      'envio',
    ]);
  });

  it('show additional info with custom fields, transport when configured', () => {
    const shown = keys({
      settings: settings({ INFO_VALE_TRANSPORTE: true }),
      record: record(),
      customFieldCount: 2,
    });
    expect(shown).toContain('adicional');
    expect(shown).toContain('transporte');
    expect(
      keys({ settings: settings({ TRANSPORTE_PUBLICO: 'D' }), record: record(), customFieldCount: 0 }),
    ).toContain('transporte');
  });

  it('show benefits when configured and not an intern, and always to admin 9 client 041', () => {
    const benefits = settings({ INFO_ASSIS_MEDICA: true });
    expect(keys({ settings: benefits, record: record(), customFieldCount: 0 })).toContain('beneficios');
    expect(
      keys({ settings: benefits, record: record({ TIPOCARGO: 'ESTAGIO' }), customFieldCount: 0 }),
    ).not.toContain('beneficios');
    expect(
      keys({
        settings: settings(),
        record: record({ CODADM: 9, CODCLI: '041', TIPOCARGO: 'ESTAGIO' }),
        customFieldCount: 0,
      }),
    ).toContain('beneficios');
  });

  it('split Documentação into its groups, every field in exactly one', () => {
    const groups = fieldsOfSection('DOCUMENTACAO').map((f) => [f.name, docGroupOf(f.name)]);
    expect(Object.fromEntries(groups)).toMatchObject({
      CPF: 'cpf',
      RG: 'cpf',
      PIS: 'cpf',
      CNH: 'cnh',
      CNHCATEGORIA: 'cnh',
      CTPS: 'ctps',
      CTPSSERIE: 'ctps',
      TITULO: 'titulo',
      MUNICIPIOVOTACAO: 'titulo',
      CNS: 'outros',
      PASSAPORTE: 'outros',
    });
  });
});
