/**
 * Demo data of docs/design.md §8. Loaded by `npm start` on an empty database and by
 * `npm run seed`. Tests and manual checks rely on these names and codes.
 */
import { sql } from 'drizzle-orm';
import { allPermissions, noPermissions } from '@admissao/domain';
import type { Db } from '../db/client.ts';
import {
  adminAccount,
  candidate,
  client,
  clientSettings,
  customField,
  membership,
  staffUser,
  unit,
} from '../db/schema.ts';
import { flagValues } from '../db/staff-flags.ts';
import { hashPassword } from '../modules/auth/index.ts';
import { currentTermsVersion } from '../modules/privacy/index.ts';
import { seedDemoContent } from './demo-content.ts';
import { seedDemoDocumentTypes } from './demo-documents.ts';
import { seedDemoKit } from './demo-kit.ts';

export const DEMO_PASSWORD = 'Demo@Admissao9';

export async function hasDemoData(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(adminAccount);
  return (row?.n ?? 0) > 0;
}

/** Loads the demo when the database has no admin account yet; answers whether it did. */
export async function seedDemo(db: Db): Promise<boolean> {
  if (await hasDemoData(db)) return false;
  const senhaHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.insert(adminAccount).values({ codadm: 9, nome: 'Administração Demonstração' });
    await tx.insert(client).values([
      { codadm: 9, codcli: '041', nomecli: 'Cliente Demonstração' },
      { codadm: 9, codcli: '042', nomecli: 'Outra Empresa Ltda' },
    ]);
    const gestorFlags = { ...noPermissions(), FINALIZAR: true, IMPRIMIR: true, LOG: true, RELATORIO: true };
    const users = await tx
      .insert(staffUser)
      .values([
        {
          codadm: 9,
          usuario: 'admin',
          permissao: 'ADMIN' as const,
          senhaHash,
          nomeusuario: 'Ana Administradora',
          cpf: '52998224725',
          dtnasc: '1985-04-12',
          email: 'admin@demo.com.br',
          cargo: 'Coordenadora de RH',
          nomedepto: 'Recursos Humanos',
          cidade: 'São Paulo',
          uf: 'SP',
          ...flagValues(allPermissions()),
        },
        {
          codadm: 9,
          usuario: 'gestor',
          permissao: 'MANAGER' as const,
          senhaHash,
          nomeusuario: 'Gustavo Gestor',
          cpf: '11144477735',
          dtnasc: '1990-09-30',
          email: 'gestor@demo.com.br',
          cargo: 'Analista de RH',
          ...flagValues(gestorFlags),
        },
        {
          codadm: 9,
          usuario: 'gestor2',
          permissao: 'MANAGER' as const,
          senhaHash,
          nomeusuario: 'Gabriela Gestora',
          cpf: '39053344705',
          dtnasc: '1988-01-20',
          email: 'gestor2@outra.com.br',
          ...flagValues(allPermissions()),
        },
      ])
      .returning({ codusuario: staffUser.codusuario, usuario: staffUser.usuario });
    const id = (login: string) => users.find((u) => u.usuario === login)!.codusuario;
    await tx.insert(membership).values([
      { codusuario: id('admin'), codadm: 9, codcli: '041' },
      { codusuario: id('admin'), codadm: 9, codcli: '042' },
      { codusuario: id('gestor'), codadm: 9, codcli: '041' },
      { codusuario: id('gestor2'), codadm: 9, codcli: '042' },
    ]);
    const units = await tx
      .insert(unit)
      .values([
        { codadm: 9, codcli: '041', unidade: 'MATRIZ SÃO PAULO', emailresponsavel: 'rh.matriz@demo.com.br' },
        { codadm: 9, codcli: '041', unidade: 'FILIAL CAMPINAS', emailresponsavel: 'rh.campinas@demo.com.br' },
        { codadm: 9, codcli: '042', unidade: 'SEDE RIO DE JANEIRO', emailresponsavel: 'rh@outra.com.br' },
      ])
      .returning({ id: unit.codunidade, codcli: unit.codcli });
    const unitOf = (codcli: string) => units.find((u) => u.codcli === codcli)!.id;
    // every tab of the candidate page appears for the demo candidate of 041 (docs/design.md §8)
    await tx.insert(clientSettings).values([
      {
        codadm: 9,
        codcli: '041',
        settings: {
          INFO_GESTOR: true,
          INFO_RECRUTADOR: true,
          INFO_VAGA: false,
          ENTREGA_EQUIP: true,
          INFO_SANGUINEO: true,
          PESO_ALTURA: true,
          RACA_COR: true,
          INFO_BANCARIA: true,
          BANCO_PREFERENCIA: 'T',
          INFO_BENEFICIOS: true,
          INFO_VALE_TRANSPORTE: true,
          TRANSPORTE_PUBLICO: 'D',
          INFO_TRANSP_FRETADO: true,
          OBS_TRANSP_FRETADO: 'TERMINAL BARRA FUNDA;ESTAÇÃO SÉ;',
          INFO_ASSIS_MEDICA: true,
          OBS_ASSIS_MEDICA: 'ENFERMARIA;APARTAMENTO;',
          INFO_ASSIS_ODONTOLOGICA: true,
          INFO_VALE_ALIMENTACAO: true,
          DEP_IRRF: true,
          DEP_ASSISTENCIA_MED: true,
          DEP_ASSISTENCIA_ODO: true,
        },
      },
      { codadm: 9, codcli: '042', settings: { INFO_BANCARIA: true, RACA_COR: true } },
    ]);
    await tx.insert(customField).values([
      {
        codadm: 9,
        codcli: '041',
        numcampo: 1,
        descricao: 'Centro de custo',
        tipo: 'T',
        respPreenchimento: 'A',
        obrigatorio: true,
      },
      {
        codadm: 9,
        codcli: '041',
        numcampo: 2,
        descricao: 'Turno de trabalho',
        tipo: 'R',
        opcoes: 'MANHÃ;TARDE;NOITE;',
        respPreenchimento: 'A',
        obrigatorio: false,
      },
      {
        codadm: 9,
        codcli: '041',
        numcampo: 3,
        descricao: 'Tamanho do uniforme',
        // one size (issue 30): a single choice, not the multiple-choice menu
        tipo: 'R',
        opcoes: 'P;M;G;GG;',
        respPreenchimento: 'C',
        obrigatorio: true,
      },
      {
        codadm: 9,
        codcli: '041',
        numcampo: 4,
        descricao: 'Possui parentes na empresa?',
        tipo: 'R',
        opcoes: 'SIM;NÃO;',
        respPreenchimento: 'C',
        obrigatorio: false,
      },
    ]);
    const now = new Date();
    const start = new Date(now.getTime() + 14 * 86400_000).toISOString().slice(0, 10);
    await tx.insert(candidate).values([
      {
        codadm: 9,
        codcli: '041',
        nome: 'CARLOS CANDIDATO DA SILVA',
        email: 'candidato@demo.com.br',
        senhaHash,
        codstatus: 3,
        datinicio: start,
        datultinteracao: now,
        codunidade: unitOf('041'),
        tipocargo: 'OUTROS',
        cargo: 'ANALISTA ADMINISTRATIVO',
        gestor: 'MARIANA PRADO',
        recrutador: 'PEDRO ALVES',
        celular: '11987654321',
      },
      {
        codadm: 9,
        codcli: '042',
        nome: 'CAROLINA CANDIDATA SOUZA',
        email: 'candidata@outra.com.br',
        senhaHash,
        codstatus: 3,
        datinicio: start,
        codunidade: unitOf('042'),
        tipocargo: 'OUTROS',
        cargo: 'ASSISTENTE FINANCEIRO',
        datultinteracao: now,
      },
      {
        codadm: 9,
        codcli: '041',
        nome: 'BEATRIZ NOVAES LIMA',
        email: 'beatriz@demo.com.br',
        codstatus: 1,
        datinicio: start,
        codunidade: unitOf('041'),
        tipocargo: 'ESTAGIO',
        cargo: 'ESTAGIO',
        gestor: 'MARIANA PRADO',
      },
      {
        codadm: 9,
        codcli: '041',
        nome: 'DANIEL OLIVEIRA COSTA',
        email: 'daniel@demo.com.br',
        codstatus: 4,
        datinicio: start,
        codunidade: unitOf('041'),
        tipocargo: 'OUTROS',
        cargo: 'VENDEDOR',
        gestor: 'MARCOS TEIXEIRA',
      },
      {
        codadm: 9,
        codcli: '041',
        nome: 'ELISA MARTINS ROCHA',
        email: 'elisa@demo.com.br',
        codstatus: 8,
        datinicio: start,
        codunidade: unitOf('041'),
        tipocargo: 'OUTROS',
        cargo: 'MOTORISTA',
        datfinalizacao: now,
      },
    ]);
    // the demo candidates accepted the current terms (decision 055), so the demo opens on their data
    // (each client's own text, decision 060)
    await tx.execute(sql`update candidate set dataceitetermos = now()`);
    for (const codcli of ['041', '042']) {
      const terms = await currentTermsVersion(tx, { CODADM: 9, CODCLI: codcli });
      await tx.execute(sql`insert into terms_acceptance (codcandidato, codversao)
        select codcandidato, ${terms.id} from candidate where codadm = 9 and codcli = ${codcli}`);
    }
    await seedDemoDocumentTypes(tx, 9, '041');
    await seedDemoDocumentTypes(tx, 9, '042');
    await seedDemoContent(tx, 9, '041');
    for (const codcli of ['041', '042']) await seedDemoKit(tx, 9, codcli);
  });
  return true;
}
