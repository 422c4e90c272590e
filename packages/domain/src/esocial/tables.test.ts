/**
 * The eSocial tables shipped (decision 031, 2026-11-26): table 06 complete (264 codes, the ISO code
 * of each country that has one) and table 01 complete, with the admission's categories inside it.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TABELA_01_CATEGORIAS } from './table-01.ts';
import { paisEsocialOfIso, TABELA_06_PAISES } from './table-06.ts';
import { CATEG_APRENDIZ, CATEGORIAS_TRABALHADOR, PAIS_BRASIL, UFS_ESOCIAL } from './tables.ts';

describe('table 06 — Países', () => {
  it('holds every code once, three digits, with a name, and each ISO code once', () => {
    expect(TABELA_06_PAISES).toHaveLength(264);
    const codes = TABELA_06_PAISES.map((p) => p.value);
    expect(new Set(codes).size).toBe(codes.length);
    for (const p of TABELA_06_PAISES) {
      expect(p.value).toMatch(/^\d{3}$/);
      expect(p.label.length).toBeGreaterThan(1);
    }
    const isos = TABELA_06_PAISES.flatMap((p) => (p.iso ? [p.iso] : []));
    expect(new Set(isos).size).toBe(isos.length);
    expect(isos.length).toBeGreaterThan(230);
  });

  it('maps ISO codes to the official codes (the 24 shipped before among them), and none to a historical entry', () => {
    const known = {
      BR: PAIS_BRASIL,
      DE: '023',
      AO: '040',
      AR: '063',
      BO: '097',
      CA: '149',
      CL: '158',
      CN: '160',
      CO: '169',
      CU: '199',
      EC: '239',
      ES: '245',
      US: '249',
      FR: '275',
      HT: '341',
      IT: '386',
      JP: '399',
      MX: '493',
      PY: '586',
      PE: '589',
      PT: '607',
      GB: '628',
      UY: '845',
      VE: '850',
      SN: '728',
      NG: '528',
      RS: '737',
      ME: '498',
      KW: '198',
      CD: '888',
      ZA: '756',
      af: '013',
    };
    for (const [iso, code] of Object.entries(known)) expect(paisEsocialOfIso(iso), iso).toBe(code);
    expect(paisEsocialOfIso('AQ')).toBeUndefined();
    expect(TABELA_06_PAISES.find((p) => p.value === '840')).toMatchObject({ iso: null });
  });
});

describe('table 01 — Categorias de Trabalhadores', () => {
  it('holds every code once, by group, with the end of the codes no longer accepted', () => {
    const codes = TABELA_01_CATEGORIAS.map((c) => c.value);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual(
      expect.arrayContaining(['101', '104', '111', '201', '314', '410', '501', '781', '906']),
    );
    expect(TABELA_01_CATEGORIAS.find((c) => c.value === '107')?.fim).toBe('2022-12-31');
    expect(TABELA_01_CATEGORIAS.find((c) => c.value === '901')).toMatchObject({
      grupo: 'Bolsista',
      fim: null,
    });
  });

  it("offers the admission's categories from group 1, all still accepted, the apprentice among them", () => {
    const byCode = new Map(TABELA_01_CATEGORIAS.map((c) => [c.value, c]));
    for (const c of CATEGORIAS_TRABALHADOR) {
      expect(byCode.get(c.value), c.value).toMatchObject({
        grupo: 'Empregado e Trabalhador Temporário',
        fim: null,
      });
    }
    expect(CATEGORIAS_TRABALHADOR.map((c) => c.value)).toContain(CATEG_APRENDIZ);
  });
});

describe('UFs — TS_uf', () => {
  it('is the vendored schema’s enumeration, in its order (decision 084)', () => {
    const xsd = readFileSync(new URL('../../esocial/v_S_01_03_00/tipos.xsd', import.meta.url), 'utf8');
    const type = /<xs:simpleType name="TS_uf">([\s\S]*?)<\/xs:simpleType>/.exec(xsd)![1]!;
    const values = [...type.matchAll(/<xs:enumeration value="([A-Z]{2})"/g)].map((m) => m[1]);
    expect(values).toEqual([...UFS_ESOCIAL]);
    expect(values).toHaveLength(27);
  });
});
