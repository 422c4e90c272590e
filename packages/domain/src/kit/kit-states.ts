/**
 * The states of an admission kit and its signers' roles (decision 069), with how each reads in
 * pt-BR. The database's CHECK constraints, the contract, the staff view and the Painel read these.
 */
export const KIT_STATUSES = [
  'AGUARDANDO_CANDIDATO',
  'AGUARDANDO_RESPONSAVEL',
  'AGUARDANDO_EMPRESA',
  'SELANDO',
  'ASSINADO',
  'RECUSADO',
  'SUBSTITUIDO',
] as const;
export type KitStatus = (typeof KIT_STATUSES)[number];

export const KIT_STATUS_LABELS = {
  AGUARDANDO_CANDIDATO: 'Aguardando o candidato',
  AGUARDANDO_RESPONSAVEL: 'Aguardando o responsável legal',
  AGUARDANDO_EMPRESA: 'Aguardando a assinatura da empresa',
  SELANDO: 'Assinado; selando os documentos',
  ASSINADO: 'Assinado',
  RECUSADO: 'Recusado',
  SUBSTITUIDO: 'Substituído por nova versão',
} as const satisfies Record<KitStatus, string>;

/** The states in which the kit waits for someone to sign (the Painel's list). */
export const KIT_WAITING_STATUSES = [
  'AGUARDANDO_CANDIDATO',
  'AGUARDANDO_RESPONSAVEL',
  'AGUARDANDO_EMPRESA',
  'SELANDO',
] as const satisfies readonly KitStatus[];

export const KIT_SIGNER_ROLES = ['CANDIDATO', 'RESPONSAVEL', 'EMPRESA'] as const;
export type KitSignerRole = (typeof KIT_SIGNER_ROLES)[number];

export const KIT_SIGNER_ROLE_LABELS = {
  CANDIDATO: 'Candidato',
  RESPONSAVEL: 'Responsável legal',
  EMPRESA: 'Empresa',
} as const satisfies Record<KitSignerRole, string>;

/** TEXTO: sanitised rich text with {{FIELD}} merge fields; FICHA: the registration sheet the product prints. */
export const KIT_TEMPLATE_KINDS = ['TEXTO', 'FICHA'] as const;
export type KitTemplateKind = (typeof KIT_TEMPLATE_KINDS)[number];
/** Which candidates a template applies to, by the cargo's type (CLT or intern). */
export const KIT_APPLIES_TO = ['TODOS', 'CLT', 'ESTAGIO'] as const;
export type KitAppliesTo = (typeof KIT_APPLIES_TO)[number];
