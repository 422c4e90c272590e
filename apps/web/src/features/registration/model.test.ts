import { describe, expect, it } from 'vitest';
import { defaultSettings, isoDateInBrazil, formatDateBR } from '@admissao/domain';
import type { CustomField } from '@admissao/domain';
import { buildPayload, emptyValues, formIssues, nextFieldNotice, tabOf } from './model';

const settings = { ...defaultSettings(), INFO_GESTOR: true };
const custom: CustomField[] = [
  {
    CODINFO: 7,
    NUMCAMPO: 1,
    DESCRICAO: 'Centro de custo',
    TIPO: 'T',
    OPCOES: null,
    RESP_PREENCHIMENTO: 'A',
    OBRIGATORIO: true,
    ATIVO: true,
  },
];
const today = formatDateBR(isoDateInBrazil());
const filled = {
  ...emptyValues(custom),
  NOME: 'Ana',
  EMAIL: 'ana@teste.com.br',
  CODUNIDADE: '3',
  DATINICIO: today,
  CARGO: 'Analista',
  GESTOR: 'MARIA',
};

describe('registration form model', () => {
  it("refuses control, bidi and invisible characters with the API's own message (decision 066)", () => {
    const issues = formIssues(
      { ...filled, NOME: 'Ana\u202ESilva', EMAIL: 'ana\u200B@teste.com.br', CAMPO_7: 'CC\n1' },
      settings,
      custom,
    );
    expect(issues.map((i) => [i.field, i.problem])).toEqual([
      ['NOME', 'Contém caractere que muda a direção do texto; apague-o e digite de novo.'],
      ['EMAIL', 'Contém caractere invisível (de largura zero); apague-o e digite de novo.'],
      ['CAMPO_7', 'Não pode ter quebra de linha.'],
    ]);
  });

  it('lists every missing field at once, in form order, then the custom fields', () => {
    const all = formIssues(emptyValues(custom), settings, custom);
    expect(all.map((i) => i.field)).toEqual([
      'NOME',
      'EMAIL',
      'CODUNIDADE',
      'DATINICIO',
      'CARGO',
      'GESTOR',
      'CAMPO_7',
    ]);
    expect(all.every((i) => i.missing && i.problem === 'Campo obrigatório')).toBe(true);
    expect(all.find((i) => i.field === 'CAMPO_7')?.label).toBe('Centro de custo');
    // the spec's sentence names the first one still to fill
    expect(nextFieldNotice(formIssues({ ...filled, GESTOR: '' }, settings, custom))).toBe(
      'Os campos marcados com [*] são de preenchimento obrigatório. Próximo campo a ser preenchido: Gestor',
    );
    expect(formIssues(filled, settings, custom)).toMatchObject([{ field: 'CAMPO_7', missing: true }]);
    expect(tabOf('CAMPO_7')).toBe('adicionais');
    expect(tabOf('GESTOR')).toBe('cadastro');
    expect(formIssues({ ...filled, CAMPO_7: 'CC-1' }, settings, custom)).toEqual([]);
  });

  it('says what is wrong with a value without repeating its label', () => {
    const issues = formIssues({ ...filled, EMAIL: 'ana@', NOME: '', CAMPO_7: 'x' }, settings, custom);
    expect(issues).toEqual([
      { field: 'NOME', label: 'Nome', problem: 'Campo obrigatório', missing: true },
      { field: 'EMAIL', label: 'E-mail', problem: 'Email inválido', missing: false },
    ]);
    expect(nextFieldNotice(issues.filter((i) => !i.missing))).toBeNull();
  });

  it('refuses a start date before today, in its place among the fields', () => {
    const issues = formIssues(
      { ...filled, DATINICIO: '01/01/2000', CARGO: '', CAMPO_7: 'x' },
      settings,
      custom,
    );
    expect(issues).toMatchObject([
      {
        field: 'DATINICIO',
        missing: false,
        problem: 'A data de início não pode ser anterior à data de hoje.',
      },
      { field: 'CARGO', missing: true },
    ]);
  });

  it('Estágio needs no description and sends none', () => {
    const intern = { ...filled, TIPOCARGO: 'ESTAGIO', CARGO: 'ignored', CAMPO_7: 'CC-1' };
    expect(formIssues({ ...intern, CARGO: '' }, settings, custom)).toEqual([]);
    const body = buildPayload(intern, settings, custom, 5, false) as Record<string, unknown>;
    expect(body).toMatchObject({ CODUSUARIO: 5, TIPOCARGO: 'ESTAGIO', CODUNIDADE: 3, GESTOR: 'MARIA' });
    expect(body).not.toHaveProperty('CARGO');
    expect(body).not.toHaveProperty('RECRUTADOR'); // hidden by the settings
    expect(body).not.toHaveProperty('REUTILIZAR_EMAIL');
    expect(body.CAMPOS_ADICIONAIS).toEqual([{ CODINFO: 7, DESCRICAO: 'CC-1' }]);
    expect(buildPayload(intern, settings, custom, 5, true)).toMatchObject({ REUTILIZAR_EMAIL: true });
  });
});
