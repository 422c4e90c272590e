/**
 * Codes of the eSocial tables and enumerations the S-2200 uses (leiaute S-1.3), small enough for
 * every page. Tables 01 and 06 complete are in table-01.ts and table-06.ts, read by the API only.
 */
const opt = <const V extends string, const L extends string>(value: V, label: L) => ({ value, label });

/**
 * Table 01 — Categorias de Trabalhadores: the employees (group 1, still accepted) an admission
 * registers, with short labels for the form; the whole table is in table-01.ts (tables.test.ts holds
 * these to it). Domestic employment (104) is out of the product's scope.
 */
export const CATEGORIAS_TRABALHADOR = [
  opt('101', '101 - Empregado geral'),
  opt('102', '102 - Empregado rural por pequeno prazo'),
  opt('103', '103 - Aprendiz'),
  opt('105', '105 - Contrato a termo (Lei 9.601/1998)'),
  opt('106', '106 - Trabalhador temporário (Lei 6.019/1974)'),
  opt('111', '111 - Contrato de trabalho intermitente'),
] as const;
export const CATEG_APRENDIZ = '103';

/** undSalFixo: the unit of the fixed salary; 6 and 7 describe the variable part (dscSalVar). */
export const UNIDADES_SALARIO = [
  opt('1', 'Por hora'),
  opt('2', 'Por dia'),
  opt('3', 'Por semana'),
  opt('4', 'Por quinzena'),
  opt('5', 'Por mês'),
  opt('6', 'Por tarefa'),
  opt('7', 'Não aplicável (salário exclusivamente variável)'),
] as const;
export const UNIDADES_SALARIO_VARIAVEL: readonly string[] = ['6', '7'];

export const TIPOS_CONTRATO = [
  opt('1', 'Prazo indeterminado'),
  opt('2', 'Prazo determinado, definido em dias'),
  opt('3', 'Prazo determinado, vinculado à ocorrência de um fato'),
] as const;
export const CONTRATO_DIAS = '2';

export const REGIMES_JORNADA = [
  opt('1', 'Submetido a horário de trabalho (art. 74 da CLT)'),
  opt('2', 'Atividade externa (art. 62, I, da CLT)'),
  opt('3', 'Cargo de gestão (art. 62, II, da CLT)'),
  opt('4', 'Teletrabalho (art. 62, III, da CLT)'),
] as const;
export const JORNADA_COM_HORARIO = '1';

export const NATUREZAS_ATIVIDADE = [opt('1', 'Trabalho urbano'), opt('2', 'Trabalho rural')] as const;

export const TIPOS_JORNADA = [
  opt('2', 'Jornada 12 x 36'),
  opt('3', 'Jornada com horário diário fixo e folga variável'),
  opt('4', 'Jornada com horário diário fixo e folga fixa (no domingo)'),
  opt('5', 'Jornada com horário diário fixo e folga fixa (exceto domingo)'),
  opt('6', 'Jornada com horário diário fixo e folga fixa (outro dia)'),
  opt('7', 'Turno ininterrupto de revezamento'),
  opt('9', 'Demais tipos de jornada'),
] as const;

export const TEMPOS_PARCIAIS = [
  opt('0', 'Não é contrato em tempo parcial'),
  opt('1', 'Limitado a 25 horas semanais'),
  opt('2', 'Limitado a 30 horas semanais'),
  opt('3', 'Limitado a 26 horas semanais'),
] as const;

export const MESES = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
].map((label, i) => ({ value: String(i + 1), label }));

export const TIPOS_APRENDIZAGEM = [
  opt('1', 'Contratação direta pelo estabelecimento'),
  opt('2', 'Contratação indireta (entidade qualificadora ou prática)'),
] as const;

/** tmpResid of an immigrant worker. */
export const TEMPOS_RESIDENCIA = [opt('1', 'Prazo indeterminado'), opt('2', 'Prazo determinado')] as const;

/** condIng of an immigrant worker. */
export const CONDICOES_INGRESSO = [
  opt('1', 'Refugiado'),
  opt('2', 'Solicitante de refúgio'),
  opt('3', 'Permanência no Brasil em razão de reunião familiar'),
  opt('4', 'Beneficiado pelo acordo entre países do Mercosul'),
  opt('5', 'Dependente de agente diplomático e/ou consular'),
  opt('6', 'Beneficiado pelo Tratado de Amizade, Cooperação e Consulta entre Brasil e Portugal'),
  opt('7', 'Outra condição'),
] as const;

/** Table 07 — Tipos de Dependente. */
export const TIPOS_DEPENDENTE = [
  opt('01', '01 - Cônjuge'),
  opt('02', '02 - Companheiro(a) com filho ou união estável'),
  opt('03', '03 - Filho(a) ou enteado(a)'),
  opt('06', '06 - Irmão(ã), neto(a) ou bisneto(a) com guarda judicial'),
  opt('09', '09 - Pais, avós e bisavós'),
  opt('10', '10 - Menor pobre com guarda judicial'),
  opt('11', '11 - Pessoa absolutamente incapaz sob tutela ou curatela'),
  opt('12', '12 - Ex-cônjuge'),
  opt('99', '99 - Agregado/outros'),
] as const;

/** Table 06 — Países: Brazil's code; the whole table is in table-06.ts (the API reads it). */
export const PAIS_BRASIL = '105';

/** natEstagio of an intern (S-2300 infoEstagiario, Lei 11.788/2008 art. 2). */
export const NATUREZAS_ESTAGIO = [opt('O', 'Obrigatório'), opt('N', 'Não obrigatório')] as const;
/** the non-mandatory internship, which must pay a bolsa (Lei 11.788/2008 art. 12) */
export const ESTAGIO_NAO_OBRIGATORIO = 'N';

/** nivEstagio of an intern: the layout's enumeration (S-1.3, T_infoEstagiario), all of it. */
export const NIVEIS_ESTAGIO = [
  opt('1', 'Fundamental'),
  opt('2', 'Médio'),
  opt('3', 'Formação profissional'),
  opt('4', 'Superior'),
  opt('8', 'Especial'),
  opt('9', 'Mãe social (Lei 7.644/1987)'),
] as const;

/** Table 01: the intern's category, the only one of the S-2300 the product sends. */
export const CATEG_ESTAGIARIO = '901';

/**
 * The UFs the layout accepts (S-1.3 tipos.xsd, TS_uf's enumeration: the 26 states and the DF, in
 * its order); the pre-checks refuse any other before sending (decision 084). tables.test.ts keeps it
 * equal to the vendored schema.
 */
export const UFS_ESOCIAL = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
export type UfEsocial = (typeof UFS_ESOCIAL)[number];
export const isUfEsocial = (v: string): v is UfEsocial => (UFS_ESOCIAL as readonly string[]).includes(v);
