/**
 * Table 01 of eSocial — Categorias de Trabalhadores (leiaute S-1.3, 'Tabelas'): every code with its
 * group and, for the codes no longer accepted, the last day of validity. An admission through this
 * product registers an employee of group 1 (CATEGORIAS_TRABALHADOR in tables.ts, the codes the
 * S-2200 of an admission takes); the whole table is kept for the pre-check's names and for what a
 * payroll import may bring. Kept out of the web bundle: nothing the pages import reads it.
 *
 * Source (decision 031, 2026-11-26): the S-1.3 table as published at
 * https://www.gov.br/esocial/pt-br/documentacao-tecnica/leiautes-esocial-v-1.3/tabelas.html, read
 * from public code that carries it (codes, descriptions, groups and end dates checked against the
 * leiaute's table).
 */
export type GrupoCategoria =
  | 'Empregado e Trabalhador Temporário'
  | 'Avulso'
  | 'Agente Público'
  | 'Cessão'
  | 'Segurado Especial'
  | 'Contribuinte Individual'
  | 'Bolsista';

type Row = readonly [code: string, grupo: GrupoCategoria, descricao: string, fim?: string];

const E = 'Empregado e Trabalhador Temporário';
const P = 'Agente Público';
const C = 'Contribuinte Individual';
const B = 'Bolsista';

// prettier-ignore
const ROWS: readonly Row[] = [
  ['101', E, 'Empregado - Geral, inclusive o empregado público da administração direta ou indireta contratado pela CLT'],
  ['102', E, 'Empregado - Trabalhador rural por pequeno prazo da Lei 11.718/2008'],
  ['103', E, 'Empregado - Aprendiz'],
  ['104', E, 'Empregado - Doméstico'],
  ['105', E, 'Empregado - Contrato a termo firmado nos termos da Lei 9.601/1998'],
  ['106', E, 'Trabalhador temporário - Contrato nos termos da Lei 6.019/1974'],
  ['107', E, 'Empregado - Contrato de trabalho Verde e Amarelo - sem acordo para antecipação mensal da multa rescisória do FGTS', '2022-12-31'],
  ['108', E, 'Empregado - Contrato de trabalho Verde e Amarelo - com acordo para antecipação mensal da multa rescisória do FGTS', '2022-12-31'],
  ['111', E, 'Empregado - Contrato de trabalho intermitente'],
  ['201', 'Avulso', 'Trabalhador avulso portuário'],
  ['202', 'Avulso', 'Trabalhador avulso não portuário'],
  ['301', P, 'Servidor público titular de cargo efetivo, magistrado, ministro de Tribunal de Contas, conselheiro de Tribunal de Contas e membro do Ministério Público'],
  ['302', P, 'Servidor público ocupante de cargo exclusivo em comissão'],
  ['303', P, 'Exercente de mandato eletivo'],
  ['304', P, 'Servidor público exercente de mandato eletivo, inclusive com exercício de cargo em comissão'],
  ['305', P, 'Servidor público indicado para conselho ou órgão deliberativo, na condição de representante do governo, órgão ou entidade da administração pública'],
  ['306', P, 'Servidor público contratado por tempo determinado, sujeito a regime administrativo especial definido em lei própria'],
  ['307', P, 'Militar dos Estados e Distrito Federal'],
  ['308', P, 'Conscrito', '2023-04-25'],
  ['309', P, 'Agente público - Outros'],
  ['310', P, 'Servidor público eventual'],
  ['311', P, 'Ministros, juízes, procuradores, promotores ou oficiais de justiça à disposição da Justiça Eleitoral'],
  ['312', P, 'Auxiliar local'],
  ['313', P, 'Servidor público exercente de atividade de instrutoria, curso ou concurso, convocado para pareceres técnicos, depoimentos ou aditância no exterior'],
  ['314', P, 'Militar das Forças Armadas'],
  ['401', 'Cessão', 'Dirigente sindical - Informação prestada pelo sindicato'],
  ['410', 'Cessão', 'Trabalhador cedido/exercício em outro órgão/juiz auxiliar - Informação prestada pelo cessionário/destino'],
  ['501', 'Segurado Especial', 'Dirigente sindical - Segurado especial'],
  ['701', C, 'Contribuinte individual - Autônomo em geral, exceto se enquadrado em uma das demais categorias de contribuinte individual'],
  ['711', C, 'Contribuinte individual - Transportador autônomo de passageiros'],
  ['712', C, 'Contribuinte individual - Transportador autônomo de carga'],
  ['721', C, 'Contribuinte individual - Diretor não empregado, com FGTS'],
  ['722', C, 'Contribuinte individual - Diretor não empregado, sem FGTS'],
  ['723', C, 'Contribuinte individual - Empresário, sócio e membro de conselho de administração ou fiscal'],
  ['731', C, 'Contribuinte individual - Cooperado que presta serviços por intermédio de cooperativa de trabalho'],
  ['734', C, 'Contribuinte individual - Transportador cooperado que presta serviços por intermédio de cooperativa de trabalho'],
  ['738', C, 'Contribuinte individual - Cooperado filiado a cooperativa de produção'],
  ['741', C, 'Contribuinte individual - Microempreendedor individual'],
  ['751', C, 'Contribuinte individual - Magistrado classista temporário da Justiça do Trabalho ou da Justiça Eleitoral que seja aposentado de qualquer regime previdenciário'],
  ['761', C, 'Contribuinte individual - Associado eleito para direção de cooperativa, associação ou entidade de classe de qualquer natureza ou finalidade, bem como o síndico ou administrador eleito para exercer atividade de direção condominial, desde que recebam remuneração'],
  ['771', C, 'Contribuinte individual - Membro de conselho tutelar, nos termos da Lei 8.069/1990'],
  ['781', C, 'Ministro de confissão religiosa ou membro de vida consagrada, de congregação ou de ordem religiosa'],
  ['901', B, 'Estagiário'],
  ['902', B, 'Médico residente, residente em área profissional de saúde ou médico em curso de formação'],
  ['903', B, 'Bolsista'],
  ['904', B, 'Participante de curso de formação, como etapa de concurso público, sem vínculo de emprego/estatutário'],
  ['905', B, 'Atleta não profissional em formação que receba bolsa', '2021-07-18'],
  ['906', B, 'Beneficiário do Programa Nacional de Prestação de Serviço Civil Voluntário'],
];

export interface CategoriaTrabalhador {
  value: string;
  grupo: GrupoCategoria;
  descricao: string;
  /** the last day the code is accepted (yyyy-mm-dd), when it is no longer */
  fim: string | null;
}

export const TABELA_01_CATEGORIAS: readonly CategoriaTrabalhador[] = /* @__PURE__ */ ROWS.map(
  ([value, grupo, descricao, fim]) => ({ value, grupo, descricao, fim: fim ?? null }),
);
