import { describe, expect, it } from 'vitest';
import { defaultSettings, isoDateInBrazil, formatDateBR } from '@admissao/domain';
import type { CustomField } from '@admissao/domain';
import { buildPayload, emptyValues, firstIssue, tabOf } from './model';

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
  it('names the first missing field, in form order, then the custom fields', () => {
    expect(firstIssue(emptyValues(custom), settings, custom)).toMatchObject({ field: 'NOME', missing: true });
    const noManager = firstIssue({ ...filled, GESTOR: '' }, settings, custom);
    expect(noManager?.message).toBe(
      'Os campos marcados com [*] são de preenchimento obrigatório. Próximo campo a ser preenchido: Gestor',
    );
    expect(firstIssue(filled, settings, custom)).toMatchObject({ field: 'CAMPO_7', missing: true });
    expect(tabOf('CAMPO_7')).toBe('adicionais');
    expect(tabOf('GESTOR')).toBe('cadastro');
    expect(firstIssue({ ...filled, CAMPO_7: 'CC-1' }, settings, custom)).toBeNull();
  });

  it('refuses a start date before today', () => {
    const issue = firstIssue({ ...filled, DATINICIO: '01/01/2000', CAMPO_7: 'x' }, settings, custom);
    expect(issue).toMatchObject({ field: 'DATINICIO', missing: false });
  });

  it('Estágio needs no description and sends none', () => {
    const intern = { ...filled, TIPOCARGO: 'ESTAGIO', CARGO: 'ignored', CAMPO_7: 'CC-1' };
    expect(firstIssue({ ...intern, CARGO: '' }, settings, custom)).toBeNull();
    const body = buildPayload(intern, settings, custom, 5, false) as Record<string, unknown>;
    expect(body).toMatchObject({ CODUSUARIO: 5, TIPOCARGO: 'ESTAGIO', CODUNIDADE: 3, GESTOR: 'MARIA' });
    expect(body).not.toHaveProperty('CARGO');
    expect(body).not.toHaveProperty('RECRUTADOR'); // hidden by the settings
    expect(body).not.toHaveProperty('REUTILIZAR_EMAIL');
    expect(body.CAMPOS_ADICIONAIS).toEqual([{ CODINFO: 7, DESCRICAO: 'CC-1' }]);
    expect(buildPayload(intern, settings, custom, 5, true)).toMatchObject({ REUTILIZAR_EMAIL: true });
  });
});
