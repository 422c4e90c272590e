/**
 * The admission kit's signing flow (issue 33 §2, decision 072): who signs in which order, what
 * each kit status means to the people who see it, and the pt-BR texts of the flow. The API enforces
 * it; the staff view and the candidate's /dados read the same table.
 */
import { isoDateInBrazil } from '../dates.ts';
import {
  KIT_SIGNER_ROLE_LABELS,
  KIT_WAITING_STATUSES,
  type KitSignerRole,
  type KitStatus,
} from './kit-states.ts';

/** The signer whose turn it is in each status (null: nobody signs now). */
export const KIT_TURN = {
  AGUARDANDO_CANDIDATO: 'CANDIDATO',
  AGUARDANDO_RESPONSAVEL: 'RESPONSAVEL',
  AGUARDANDO_EMPRESA: 'EMPRESA',
  SELANDO: null,
  ASSINADO: null,
  RECUSADO: null,
  SUBSTITUIDO: null,
} as const satisfies Record<KitStatus, KitSignerRole | null>;

/** A kit in one of these is in progress: no new version may be sent over it. */
export const kitInProgress = (s: KitStatus) => (KIT_WAITING_STATUSES as readonly KitStatus[]).includes(s);

/** The status after `papel` signs, given whether the kit has a guardian signer. */
export function kitStatusAfter(papel: KitSignerRole, hasGuardian: boolean): KitStatus {
  if (papel === 'CANDIDATO') return hasGuardian ? 'AGUARDANDO_RESPONSAVEL' : 'AGUARDANDO_EMPRESA';
  if (papel === 'RESPONSAVEL') return 'AGUARDANDO_EMPRESA';
  return 'SELANDO';
}

/** Under 18 on `day` (yyyy-mm-dd, Brasília): the kit then needs the legal guardian's signature. */
export function isMinorOn(birth: string | null | undefined, day: string = isoDateInBrazil()): boolean {
  if (!birth || !/^\d{4}-\d{2}-\d{2}/.test(birth)) return false;
  const adultFrom = `${Number(birth.slice(0, 4)) + 18}${birth.slice(4, 10)}`;
  return day < adultFrom;
}

/** Minutes a signing code is good for, and codes a signer may ask for in an hour. */
export const KIT_CODE_TTL_MINUTES = 10;
export const KIT_CODE_REQUESTS_PER_HOUR = 5;
export const KIT_REFUSAL_MIN = 5;
export const KIT_REFUSAL_MAX = 500;

export const KIT_MESSAGES = {
  notFound: 'Kit de documentos não encontrado.',
  documentNotFound: 'Documento não encontrado.',
  fileMissing: 'Arquivo do documento não encontrado no armazenamento.',
  statusNotAllowed: 'Só é possível enviar documentos para assinatura com o candidato finalizado (status 8).',
  inProgress: 'Já existe um kit de documentos em andamento para este candidato.',
  noTemplates: 'Nenhum documento para assinatura configurado',
  noCandidateEmail: 'O candidato não tem e-mail cadastrado para receber o código de assinatura.',
  guardianMissing:
    'Candidato menor de 18 anos: cadastre uma pessoa autorizada marcada como responsável legal, com e-mail, para enviar os documentos.',
  notYourTurn: 'Não é a sua vez de assinar este kit.',
  allDocuments: 'Marque "Li e concordo" em todos os documentos do kit.',
  wrongCode: 'Código inválido.',
  expiredCode: 'Código expirado, bloqueado ou já utilizado. Peça um novo código.',
  codeSent: (email: string) => `Enviamos um código de assinatura para ${email}. Ele vale por 10 minutos.`,
  sent: 'Documentos enviados para assinatura.',
  signed: 'Documentos assinados.',
  refused: 'Recusa registrada. O RH foi avisado.',
  countersigned: 'Documentos assinados pela empresa. Os documentos estão sendo selados.',
  notWaitingCompany: 'O kit não está aguardando a assinatura da empresa.',
  noEmailOfSigner: 'O assinante não tem e-mail cadastrado.',
} as const;

/** What the candidate log says at each step (no code, CPF or e-mail). */
export const KIT_LOG_NOTES = {
  sent: (versao: number, docs: number) =>
    `Kit admissional (versão ${versao}) enviado para assinatura: ${docs} documento(s).`,
  replaced: (versao: number) => `Kit admissional versão ${versao} substituído por nova versão.`,
  signed: (papel: KitSignerRole) => `Kit admissional assinado: ${KIT_SIGNER_ROLE_LABELS[papel]}.`,
  refused: (doc: string) => `Kit admissional recusado no documento "${doc}".`,
  codeSent: (papel: KitSignerRole) =>
    `Código de assinatura do kit enviado: ${KIT_SIGNER_ROLE_LABELS[papel]}.`,
} as const;

/** e-mail with the local part hidden but its first letter (a***@dominio.com.br) */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
