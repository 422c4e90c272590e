/**
 * Codes of the eSocial tables and enumerations the S-2200 uses (leiaute S-1.3). Only the codes an
 * admission through this product can take: the full tables stay with the employer's payroll system.
 */
const opt = <const V extends string, const L extends string>(value: V, label: L) => ({ value, label });

/** Table 01 — Categorias de Trabalhadores: the employees (group 1) an admission registers. */
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

/**
 * Table 06 — Países: the code (3 digits) and the ISO 3166-1 alpha-2 code the product stores a
 * birthplace country with. The countries most immigrants to Brazil come from; the full table (about
 * 250 entries) is not shipped (decision 031).
 */
export const PAISES_ESOCIAL = [
  { value: '105', iso: 'BR', label: 'Brasil' },
  { value: '023', iso: 'DE', label: 'Alemanha' },
  { value: '040', iso: 'AO', label: 'Angola' },
  { value: '063', iso: 'AR', label: 'Argentina' },
  { value: '097', iso: 'BO', label: 'Bolívia' },
  { value: '149', iso: 'CA', label: 'Canadá' },
  { value: '158', iso: 'CL', label: 'Chile' },
  { value: '160', iso: 'CN', label: 'China' },
  { value: '169', iso: 'CO', label: 'Colômbia' },
  { value: '199', iso: 'CU', label: 'Cuba' },
  { value: '239', iso: 'EC', label: 'Equador' },
  { value: '245', iso: 'ES', label: 'Espanha' },
  { value: '249', iso: 'US', label: 'Estados Unidos' },
  { value: '275', iso: 'FR', label: 'França' },
  { value: '341', iso: 'HT', label: 'Haiti' },
  { value: '386', iso: 'IT', label: 'Itália' },
  { value: '399', iso: 'JP', label: 'Japão' },
  { value: '493', iso: 'MX', label: 'México' },
  { value: '586', iso: 'PY', label: 'Paraguai' },
  { value: '589', iso: 'PE', label: 'Peru' },
  { value: '607', iso: 'PT', label: 'Portugal' },
  { value: '628', iso: 'GB', label: 'Reino Unido' },
  { value: '845', iso: 'UY', label: 'Uruguai' },
  { value: '850', iso: 'VE', label: 'Venezuela' },
] as const;
export const PAIS_BRASIL = '105';

/** The table 06 code of an ISO alpha-2 country, or undefined when the table shipped lacks it. */
export const paisEsocialOfIso = (iso: string) =>
  PAISES_ESOCIAL.find((p) => p.iso === iso.toUpperCase())?.value;
