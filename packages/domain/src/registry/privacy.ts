/**
 * Privacy facts of the registry (LGPD, decision 035): the pt-BR names of the categories and legal
 * bases, and what a section's fields are unless a field says otherwise. Every FieldDef carries
 * `categoria`, `sensivel` and `baseLegal` (the type requires them); the section factories spread
 * these defaults first, so a field that differs (health, racial origin, family) overrides them
 * where it is defined.
 */
import type { BaseLegal, CategoriaDado, FieldPrivacy, SectionKey } from './types.ts';

export const CATEGORIAS_DADO = {
  identificacao: 'Identificação',
  contato: 'Contato',
  endereco: 'Endereço',
  documentos: 'Documentos',
  familia: 'Família',
  bancario: 'Bancário',
  saude: 'Saúde',
  origem_racial: 'Origem racial ou étnica',
  genero: 'Identidade de gênero',
  vida_funcional: 'Vida funcional',
  perfil_profissional: 'Perfil profissional',
  transporte: 'Transporte',
  beneficios: 'Benefícios',
} as const satisfies Record<CategoriaDado, string>;

export const BASES_LEGAIS = {
  obrigacao_legal: {
    label: 'Cumprimento de obrigação legal (legislação trabalhista e eSocial)',
    artigo: 'art. 7º, II; art. 11, II, a',
  },
  execucao_contrato: { label: 'Execução do contrato de trabalho', artigo: 'art. 7º, V' },
  consentimento: { label: 'Consentimento do titular', artigo: 'art. 7º, I; art. 11, I' },
} as const satisfies Record<BaseLegal, { label: string; artigo: string }>;

const legal = (categoria: CategoriaDado): FieldPrivacy => ({
  categoria,
  sensivel: false,
  baseLegal: 'obrigacao_legal',
});
const contract = (categoria: CategoriaDado): FieldPrivacy => ({
  categoria,
  sensivel: false,
  baseLegal: 'execucao_contrato',
});

/** What each section's fields are unless they say otherwise. */
export const SECTION_PRIVACY = {
  CADASTRO: contract('vida_funcional'),
  DADOS_PESSOAIS: legal('identificacao'),
  ENDERECO: legal('endereco'),
  ENTREGA: contract('endereco'),
  DOCUMENTACAO: legal('documentos'),
  DADOS_BANCARIOS: contract('bancario'),
  TRANSPORTE: legal('transporte'),
  BENEFICIOS: contract('beneficios'),
  VINCULO_ESOCIAL: legal('vida_funcional'),
  DEPENDENTE: legal('familia'),
  PESSOA_AUTORIZADA: contract('contato'),
} as const satisfies Record<SectionKey, FieldPrivacy>;

/** Health data (art. 5 II) the law asks for (PCD: eSocial S-2200 infoDeficiencia). */
export const HEALTH_LEGAL: FieldPrivacy = {
  categoria: 'saude',
  sensivel: true,
  baseLegal: 'obrigacao_legal',
};
/** Health data no law asks for (blood type, weight, height, donation): the candidate's consent. */
export const HEALTH_CONSENT: FieldPrivacy = {
  categoria: 'saude',
  sensivel: true,
  baseLegal: 'consentimento',
};

/**
 * How a sensitive value hidden from its reader shows (decision 036): the staff view beside
 * 'Mostrar', the printed record and the Excel export's cell. What is hidden, and from whom, is
 * decided in one place (apps/api/src/modules/candidate-record/masking.ts).
 */
export const MASKED_VALUE = '••••••';

/**
 * Decision 039: what anonymisation keeps of the candidate record — the facts about the job
 * (unit, start date, post, vacancy, manager), which identify nobody once name, documents and
 * contacts are gone and which reports count. Every other category is personal and is erased, and
 * so is free text of any category (an observation may name anyone).
 */
export const KEPT_ON_ANONYMISATION: ReadonlySet<CategoriaDado> = new Set<CategoriaDado>(['vida_funcional']);
export const keptOnAnonymisation = (f: FieldPrivacy & { type: string }) =>
  KEPT_ON_ANONYMISATION.has(f.categoria) && f.type !== 'textarea';
/** what a personal column that refuses null holds after anonymisation */
export const ANONYMISED_MARKER = 'ANONIMIZADO';
/** the login of an anonymised candidate: unique (the column is), reachable by no one */
export const anonymisedEmail = (codcandidato: number) => `anonimizado.${codcandidato}@anonimizado.invalid`;
