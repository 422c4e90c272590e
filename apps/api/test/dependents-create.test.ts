/**
 * Adding a dependent on the candidate page (docs/api-candidate-page.md; spec 2 §3.4, §4.7;
 * docs/design.md §4): POST /api/candidate/dependent with the rules of DEPENDENT_FIELDS, tenant and
 * ownership checks and locked statuses. List, edit, delete and ISVALID_DEPENDENTES are in dependents.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  useDependentsFixture,
  MISSING,
  LOCKED,
  t,
  cand,
  gestor,
  gestor2,
  admin,
  id,
  id042,
  stored,
  setStatus,
  clearDependents,
  send,
  list,
  child,
} from './support/dependents-fixture.ts';

useDependentsFixture();

describe('POST /api/candidate/dependent', () => {
  it('adds a valid dependent (201) and answers its fields, PARENTESCO as a string', async () => {
    await clearDependents();
    const res = await send('POST', cand.token, child({ PARENTESCO: 1 }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      CODDEP: expect.any(Number),
      NOME: 'Maria Candidata da Silva',
      PARENTESCO: '1',
      PARENTESCO_OUTROS: null,
      IDESTCIVIL: 'SOL',
      SEXO: 'F',
      CPF: '52998224725',
      POSSUIRG: false,
      RG: null,
      LOCALNASCIMENTO: 'São Paulo - SP',
      DATNASC: '2015-05-10',
      PCD: 'N',
      NOMEMAE: 'Ana Souza',
      DEPENDENTEIRRF: true,
      ASSISTENCIAMED: true,
      // the titular has not chosen dental assistance
      ASSISTENCIAODONT: null,
      // DEP_SEGURO_VIDA and DEP_SALARIO_FAMILIA are off for 041
      SEGUROVIDA: null,
      SALARIOFAMILIA: null,
    });
    const rows = await stored();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      coddep: body.CODDEP,
      nome: 'Maria Candidata da Silva',
      parentesco: '1',
      cpf: '52998224725',
      datnasc: '2015-05-10',
      dependenteirrf: true,
      assistenciamed: true,
    });
    const listed = (await list(cand.token)).json();
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ CODDEP: body.CODDEP, PARENTESCO: '1', DATNASC: '2015-05-10' });
    expect(Object.keys(listed[0]).sort()).toEqual(
      [
        'CODDEP',
        'NOME',
        'PARENTESCO',
        'PARENTESCO_OUTROS',
        'IDESTCIVIL',
        'SEXO',
        'CPF',
        'POSSUIRG',
        'RG',
        'LOCALNASCIMENTO',
        'DATNASC',
        'DECLANASCVIVO',
        'PCD',
        'NOMEMAE',
        'DEPENDENTEIRRF',
        'ASSISTENCIAMED',
        'ASSISTENCIAODONT',
        'SEGUROVIDA',
        'SALARIOFAMILIA',
        'TPDEP_ESOCIAL',
      ].sort(),
    );
  });

  it('refuses a missing required field with the [*] message naming the next field, adding nothing', async () => {
    await clearDependents();
    const cases: [string, string][] = [
      ['NOME', 'Nome'],
      ['PARENTESCO', 'Parentesco'],
      ['SEXO', 'Sexo'],
      ['CPF', 'CPF'],
      ['POSSUIRG', 'Possui RG?'],
      ['DATNASC', 'Data de nascimento'],
      ['PCD', 'Pessoa com deficiência?'],
      ['DEPENDENTEIRRF', 'Dependente para IRRF?'],
    ];
    for (const [field, label] of cases) {
      for (const empty of [undefined, '', '   ', ...(field === 'PARENTESCO' ? [] : [null])]) {
        const res = await send('POST', cand.token, child({ [field]: empty }));
        expect(res.statusCode, `${field}=${String(empty)}`).toBe(400);
        expect(res.json()).toMatchObject({ message: `${MISSING}${label}`, field });
      }
    }
    // several missing: the first one in form order is named
    const many = await send('POST', cand.token, { CODCANDIDATO: id, SEXO: 'M', DATNASC: '' });
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe(`${MISSING}Nome`);
    expect(await stored()).toEqual([]);
  });

  it('refuses an invalid CPF, date, option or too long text, adding nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ CPF: '529.982.247-24' }, 'CPF: CPF inválido.'],
      [{ CPF: '111.111.111-11' }, 'CPF: CPF inválido.'],
      [{ CPF: '1234' }, 'CPF: CPF inválido.'],
      [{ DATNASC: '31/02/2015' }, 'Data de nascimento: Data inválida (dd/mm/aaaa).'],
      [{ DATNASC: '2015/05/10' }, 'Data de nascimento: Data inválida (dd/mm/aaaa).'],
      [{ PARENTESCO: '12' }, 'Parentesco: Opção inválida.'],
      [{ SEXO: 'X' }, 'Sexo: Opção inválida.'],
      [{ PCD: 'talvez' }, 'Pessoa com deficiência?: Opção inválida.'],
      [{ DEPENDENTEIRRF: 'talvez' }, 'Dependente para IRRF?: Escolha Sim ou Não.'],
      [{ NOME: 'A'.repeat(71) }, 'Nome: Máximo de 70 caracteres.'],
      [{ NOMEMAE: 'B'.repeat(71) }, 'Nome da mãe: Máximo de 70 caracteres.'],
    ];
    for (const [over, message] of cases) {
      const res = await send('POST', cand.token, child(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().message, JSON.stringify(over)).toBe(message);
    }
    expect(await stored()).toEqual([]);
  });

  it('reads PARENTESCO null as missing (the [*] message), adding nothing', async () => {
    const res = await send('POST', cand.token, child({ PARENTESCO: null }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: `${MISSING}Parentesco`, field: 'PARENTESCO' });
    expect(await stored()).toEqual([]);
  });

  it('refuses a marital status code outside the list (400), adding nothing', async () => {
    try {
      const res = await send('POST', cand.token, child({ IDESTCIVIL: 'XYZ' }));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message: 'Estado civil: Opção inválida.', field: 'IDESTCIVIL' });
      expect(await stored()).toEqual([]);
    } finally {
      await clearDependents();
    }
  });

  it('refuses a marital status longer than any code with 400 (not a server error), adding nothing', async () => {
    try {
      const res = await send('POST', cand.token, child({ IDESTCIVIL: 'CASADO_SEM_REGISTRO' }));
      expect(res.statusCode).toBe(400);
      expect(res.json().field).toBe('IDESTCIVIL');
      expect(await stored()).toEqual([]);
    } finally {
      await clearDependents();
    }
  });

  it('asks the RG (max 14) only when POSSUIRG is Sim', async () => {
    const long = await send('POST', cand.token, child({ POSSUIRG: true, RG: '123456789012345' }));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ message: 'RG: Máximo de 14 caracteres.', field: 'RG' });
    const missing = await send('POST', cand.token, child({ POSSUIRG: true }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: `${MISSING}RG`, field: 'RG' });
    expect(await stored()).toEqual([]);

    const ok = await send('POST', cand.token, child({ POSSUIRG: true, RG: '12.345.678-9' }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ POSSUIRG: true, RG: '12.345.678-9' });
    // without RG the number sent is not kept
    const noRg = await send('POST', cand.token, child({ POSSUIRG: false, RG: '99.999.999-9' }));
    expect(noRg.statusCode).toBe(201);
    expect(noRg.json().RG).toBeNull();
    expect((await stored()).map((r) => r.rg)).toEqual(['12.345.678-9', null]);
    await clearDependents();
  });

  it("requires PARENTESCO_OUTROS when PARENTESCO is '3' (Outros) and keeps it only then", async () => {
    const missing = await send('POST', cand.token, child({ PARENTESCO: '3' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      message: `${MISSING}Descreva o parentesco`,
      field: 'PARENTESCO_OUTROS',
    });
    expect(await stored()).toEqual([]);
    const ok = await send('POST', cand.token, child({ PARENTESCO: 3, PARENTESCO_OUTROS: 'Sobrinha' }));
    expect(ok.statusCode).toBe(201);
    expect(ok.json()).toMatchObject({ PARENTESCO: '3', PARENTESCO_OUTROS: 'Sobrinha' });
    const child1 = await send('POST', cand.token, child({ PARENTESCO_OUTROS: 'Sobrinha' }));
    expect(child1.json().PARENTESCO_OUTROS).toBeNull();
    expect((await stored()).map((r) => r.parentesco_outros)).toEqual(['Sobrinha', null]);
    await clearDependents();
  });

  it('keeps ASSISTENCIAMED only for PARENTESCO 0, 1, 2 and 4', async () => {
    for (const p of ['0', '1', '2', '4']) {
      const res = await send('POST', cand.token, child({ PARENTESCO: p, ASSISTENCIAMED: true }));
      expect(res.statusCode, p).toBe(201);
      expect(res.json().ASSISTENCIAMED, p).toBe(true);
    }
    for (const p of ['5', '7', '10']) {
      const res = await send('POST', cand.token, child({ PARENTESCO: p, ASSISTENCIAMED: true }));
      expect(res.statusCode, p).toBe(201);
      expect(res.json().ASSISTENCIAMED, p).toBeNull();
    }
    const rows = await stored();
    expect(rows.map((r) => [r.parentesco, r.assistenciamed])).toEqual([
      ['0', true],
      ['1', true],
      ['2', true],
      ['4', true],
      ['5', null],
      ['7', null],
      ['10', null],
    ]);
    await clearDependents();
  });

  it('asks the DNV of a child only when the client asks for it (DEP_DECLA_NASC_VIVO)', async () => {
    const setFlag = (on: boolean) =>
      t.db.execute(sql`update client_settings
        set settings = settings || jsonb_build_object('DEP_DECLA_NASC_VIVO', ${on}::boolean)
        where codadm = 9 and codcli = '041'`);
    await setFlag(false);
    const off = await send('POST', cand.token, child({ DECLANASCVIVO: '12345678901' }));
    expect(off.statusCode).toBe(201);
    expect(off.json().DECLANASCVIVO).toBeNull();
    await setFlag(true);
    try {
      const on = await send('POST', cand.token, child({ DECLANASCVIVO: '12345678901' }));
      expect(on.json().DECLANASCVIVO).toBe('12345678901');
      const spouse = await send('POST', cand.token, child({ PARENTESCO: '0', DECLANASCVIVO: '12345678901' }));
      expect(spouse.json().DECLANASCVIVO).toBeNull();
      const tooLong = await send('POST', cand.token, child({ DECLANASCVIVO: '123456789012' }));
      expect(tooLong.statusCode).toBe(400);
      expect((await stored()).map((r) => r.declanascvivo)).toEqual([null, '12345678901', null]);
    } finally {
      await setFlag(false);
      await clearDependents();
    }
  });

  it('keeps ASSISTENCIAODONT only when the titular chose dental assistance', async () => {
    const without = await send('POST', cand.token, child({ ASSISTENCIAODONT: true }));
    expect(without.statusCode).toBe(201);
    expect(without.json().ASSISTENCIAODONT).toBeNull();
    await t.db.execute(sql`update candidate set assistencia_odontologica = 'S' where codcandidato = ${id}`);
    try {
      const withDental = await send('POST', cand.token, child({ ASSISTENCIAODONT: true }));
      expect(withDental.statusCode).toBe(201);
      expect(withDental.json().ASSISTENCIAODONT).toBe(true);
      expect((await stored()).map((r) => r.assistenciaodont)).toEqual([null, true]);
    } finally {
      await t.db.execute(
        sql`update candidate set assistencia_odontologica = null where codcandidato = ${id}`,
      );
      await clearDependents();
    }
  });

  it('lets the manager of the client add a dependent', async () => {
    const res = await send('POST', gestor.token, child({ NOME: 'Pelo Gestor' }));
    expect(res.statusCode).toBe(201);
    expect((await stored()).map((r) => r.nome)).toEqual(['Pelo Gestor']);
    await clearDependents();
  });

  it("refuses another candidate's CODCANDIDATO and another client's staff with 404, adding nothing", async () => {
    const other = await send('POST', cand.token, child({ CODCANDIDATO: id042 }));
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Candidato não encontrado.');
    expect(await stored(id042)).toEqual([]);
    const byOtherClient = await send('POST', gestor2.token, child());
    expect(byOtherClient.statusCode).toBe(404);
    const adminOther = await send('POST', admin.token, child(), { CODADM: 9, CODCLI: '042' });
    expect(adminOther.statusCode).toBe(404);
    expect(await stored()).toEqual([]);
  });

  it("refuses a locked status with 403 'Dados aguardando validação', adding nothing", async () => {
    for (const s of [4, 5, 7, 8, 9, 10]) {
      await setStatus(s);
      const res = await send('POST', cand.token, child());
      expect(res.statusCode, `status ${s}`).toBe(403);
      expect(res.json().message).toBe(LOCKED);
    }
    await setStatus(3);
    expect(await stored()).toEqual([]);
  });
});
