/**
 * The sections table (registry/sections.ts) and the tabs (registry/tabs.ts): the tabs of the
 * candidate page (spec 2 §2.1) and of the staff view (spec 3 §2) with one show rule each, the flags, the print and export areas, the
 * checking panel and the sub-groups of Documentação — every list of sections read from it.
 */
import { describe, expect, it } from 'vitest';
import { fieldsOfSection } from './candidate-fields.ts';
import { defaultSettings, type ClientSettings } from '../settings.ts';
import {
  checkedFieldSectionsOfTab,
  DOCUMENTATION_GROUPS,
  fieldSectionsOfReportArea,
  PRINT_AREAS,
  RECORD_SECTIONS,
  sectionsOfPrintArea,
  visibleSections,
} from './sections.ts';
import { nextTab, tabLabel, TABS, visibleTabs } from './tabs.ts';
import type { Editor, ViewContext } from './types.ts';

const settings = (over: Partial<ClientSettings> = {}): ClientSettings => ({ ...defaultSettings(), ...over });
const view = (
  audience: Editor,
  over: {
    settings?: Partial<ClientSettings>;
    values?: Record<string, unknown>;
    tenant?: ViewContext['tenant'];
  } = {},
  customFieldCount = 0,
): ViewContext => ({
  settings: settings(over.settings),
  values: { TIPOCARGO: 'OUTROS', CARGO: 'ANALISTA', ...over.values },
  tenant: over.tenant ?? { CODADM: 1, CODCLI: '001' },
  customFieldCount,
  audience,
});
const keys = (ctx: ViewContext) => visibleTabs(ctx).map((t) => t.key);

describe('tabs of the candidate page (spec 2 §2.1)', () => {
  it('shows only the always-present tabs with nothing configured, Benefícios included', () => {
    const ctx = view('candidate', { settings: { INFO_BANCARIA: false } });
    expect(visibleTabs(ctx).map((t) => tabLabel(t, 'candidate'))).toEqual([
      'Dados Pessoais',
      'Endereço',
      'Documentação',
      'Dependentes',
      'Benefícios',
      'Enviar Documentos',
    ]);
  });

  it('adds custom fields, bank and transport tabs by their rules, in page order', () => {
    const ctx = view('candidate', { settings: { INFO_BANCARIA: true, TRANSPORTE_PUBLICO: 'D' } }, 2);
    expect(keys(ctx)).toEqual(TABS.map((t) => t.key));
    for (const s of [{ INFO_VALE_TRANSPORTE: true }, { INFO_TRANSP_FRETADO: true }])
      expect(keys(view('candidate', { settings: s }))).toContain('transporte');
  });

  it('hides benefits from interns, except for admin 9 client 041', () => {
    const has = (values: Record<string, unknown>, tenant = { CODADM: 9, CODCLI: '050' }) =>
      keys(view('candidate', { values, tenant })).includes('beneficios');
    expect(has({ CARGO: 'ESTAGIO' })).toBe(false);
    expect(has({ TIPOCARGO: 'ESTAGIO' })).toBe(false);
    expect(has({ CARGO: 'ESTAGIO' }, { CODADM: 9, CODCLI: '041' })).toBe(true);
    expect(has({ CARGO: 'ESTAGIO' }, { CODADM: 8, CODCLI: '041' })).toBe(false);
  });

  it('Próximo wraps to the first tab after the last', () => {
    const tabs = visibleTabs(view('candidate'));
    expect(nextTab(tabs, 'pessoais')).toBe('endereco');
    expect(nextTab(tabs, 'envio')).toBe('pessoais');
  });
});

describe('tabs of the staff view (spec 3 §2)', () => {
  it('are in spec order with the staff labels, the optional ones hidden without their configuration', () => {
    expect(TABS.map((t) => tabLabel(t, 'staff'))).toEqual([
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
    expect(keys(view('staff'))).toEqual([
      'pessoais',
      'endereco',
      'documentacao',
      'dependentes',
      'bancarios',
      'envio',
    ]);
  });

  it('show additional info with custom fields, transport when configured', () => {
    const shown = keys(view('staff', { settings: { INFO_VALE_TRANSPORTE: true } }, 2));
    expect(shown).toContain('adicional');
    expect(shown).toContain('transporte');
    expect(keys(view('staff', { settings: { TRANSPORTE_PUBLICO: 'D' } }))).toContain('transporte');
  });

  it('show benefits when configured and not an intern, and always to admin 9 client 041', () => {
    const benefits = { INFO_ASSIS_MEDICA: true };
    expect(keys(view('staff', { settings: benefits }))).toContain('beneficios');
    expect(keys(view('staff', { settings: benefits, values: { TIPOCARGO: 'ESTAGIO' } }))).not.toContain(
      'beneficios',
    );
    expect(
      keys(view('staff', { values: { TIPOCARGO: 'ESTAGIO' }, tenant: { CODADM: 9, CODCLI: '041' } })),
    ).toContain('beneficios');
  });

  it('list the delivery address only with ENTREGA_EQUIP, the authorized persons when others were named', () => {
    const sections = (on: boolean, PESSOAAUTORIZADA: string) =>
      visibleSections(
        'endereco',
        view('staff', { settings: { ENTREGA_EQUIP: on }, values: { PESSOAAUTORIZADA } }),
      ).map((s) => s.key);
    expect(sections(false, '1')).toEqual(['ENDERECO']);
    expect(sections(true, 'N')).toEqual(['ENDERECO', 'ENTREGA']);
    expect(sections(true, '1')).toEqual(['ENDERECO', 'ENTREGA', 'PESSOAS_AUTORIZADAS']);
  });
});

describe('sections', () => {
  it('split Documentação into its groups, every field in exactly one', () => {
    const groups = new Set<string>(DOCUMENTATION_GROUPS.map((g) => g.key));
    const fields = fieldsOfSection('DOCUMENTACAO');
    for (const f of fields) expect(groups.has(f.group ?? ''), f.name).toBe(true);
    expect(Object.fromEntries(fields.map((f) => [f.name, f.group]))).toMatchObject({
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

  it('give each tab the field sections its validity flag checks (registration data is not checked)', () => {
    expect(Object.fromEntries(TABS.map((t) => [t.flag, checkedFieldSectionsOfTab(t.key)]))).toEqual({
      ISVALID_DADOS_PESSOAIS: ['DADOS_PESSOAIS'],
      ISVALID_ENDERECO: ['ENDERECO', 'ENTREGA'],
      ISVALID_DOCUMENTACAO: ['DOCUMENTACAO'],
      ISVALID_DEPENDENTES: [],
      ISVALID_INFO_ADICIONAL: [],
      ISVALID_DADOS_BANCARIOS: ['DADOS_BANCARIOS'],
      ISVALID_TRANSPORTE: ['TRANSPORTE'],
      ISVALID_BENEFICIOS: ['BENEFICIOS'],
      ISVALID_ENVIO: [],
    });
  });

  it('print in the areas A–I of spec 1 §3, each area holding at least one section', () => {
    expect(PRINT_AREAS.map((a) => a.letter).join('')).toBe('ABCDEFGHI');
    for (const a of PRINT_AREAS) expect(sectionsOfPrintArea(a.key).length, a.key).toBeGreaterThan(0);
    expect(sectionsOfPrintArea('DADOSPESSOAIS').map((s) => s.key)).toEqual([
      'CADASTRO',
      'VINCULO_ESOCIAL',
      'DADOS_PESSOAIS',
      'ENDERECO',
    ]);
    expect(sectionsOfPrintArea('ENTREGAEQUIP').map((s) => s.key)).toEqual(['ENTREGA', 'PESSOAS_AUTORIZADAS']);
  });

  it('export the field sections of each report area', () => {
    expect(fieldSectionsOfReportArea('DADOSPESSOAIS')).toEqual(['VINCULO_ESOCIAL', 'DADOS_PESSOAIS']);
    expect(fieldSectionsOfReportArea('ENTREGA')).toEqual(['ENTREGA']);
    expect(fieldSectionsOfReportArea('INFOADICIONAL')).toEqual([]);
  });

  it('have unique keys, each in a tab of the table', () => {
    const keysOf = RECORD_SECTIONS.map((s) => s.key);
    expect(new Set(keysOf).size).toBe(keysOf.length);
    const tabs = new Set<string>(TABS.map((t) => t.key));
    for (const s of RECORD_SECTIONS) expect(tabs.has(s.tab), s.key).toBe(true);
  });
});
