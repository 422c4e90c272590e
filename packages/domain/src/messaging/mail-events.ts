/**
 * Every e-mail the product sends, in one table (decision 048): what sets it off, who gets it, and
 * whether it counts toward the HR daily digest. The API renders each with its template (one
 * template per key, `satisfies Record<MailEvent, …>`) and dispatches the status ones from
 * `statuses`; the configuration screen lists the same table for the ADMIN's previews.
 */
import { STATUS } from '../status.ts';

/**
 * candidate: the candidate's login e-mail. hr: the responsible e-mail of the candidate's unit, and
 * the candidate's Gestor and Recrutador when each names a staff user of the client. staffUser: the
 * staff user concerned (their own access and reset). privacy: the client's privacy contact
 * (setting ENCARREGADO_EMAIL, decision 038).
 */
export type MailAudience = 'candidate' | 'hr' | 'staffUser' | 'privacy';

export interface MailEventDef {
  /** pt-BR name shown in Configurações */
  label: string;
  audience: MailAudience;
  /** pt-BR: what sends it */
  trigger: string;
  /** the candidate statuses whose arrival sends it (the status mails) */
  statuses?: readonly number[];
}

export const MAIL_EVENTS = {
  candidateAccess: {
    label: 'Link de acesso ao cadastro',
    audience: 'candidate',
    trigger: 'Cadastro do candidato pela equipe',
  },
  candidateResetLink: {
    label: 'Redefinição de senha do candidato',
    audience: 'candidate',
    trigger: 'O candidato pede para redefinir a senha',
  },
  correctionRequested: {
    label: 'Correção solicitada',
    audience: 'candidate',
    trigger: 'Status 11 ou 12 (correção de dados ou de documentos), com a observação',
    statuses: [STATUS.CORRECAO_DADOS, STATUS.CORRECAO_DOCUMENTOS],
  },
  reopenedForCandidate: {
    label: 'Cadastro reaberto para o candidato',
    audience: 'candidate',
    trigger: 'Status 14, com a observação',
    statuses: [STATUS.REABERTO_CANDIDATO],
  },
  pendingItems: {
    label: 'Pendências no cadastro',
    audience: 'candidate',
    trigger: 'Finalizar com pendências (status 6) e Reenviar Pendente (status 13)',
    statuses: [STATUS.PENDENTE, STATUS.PENDENCIA_REENVIADA],
  },
  admissionFinalized: {
    label: 'Admissão finalizada',
    audience: 'candidate',
    trigger: 'Status 8 (finalizado pela equipe)',
    statuses: [STATUS.FINALIZADO],
  },
  processCancelled: {
    label: 'Processo cancelado',
    audience: 'candidate',
    trigger: 'Status 9 (cancelado pela equipe)',
    statuses: [STATUS.CANCELADO],
  },
  hrMessage: {
    label: 'Nova mensagem do RH',
    audience: 'candidate',
    trigger: 'Mensagem do RH na conversa, não lida pelo candidato há 5 minutos',
  },
  candidateFinalized: {
    label: 'Candidato enviou os dados',
    audience: 'hr',
    trigger: 'Status 4 (o candidato finalizou o cadastro)',
    statuses: [STATUS.AGUARDANDO_CONFERENCIA],
  },
  candidateReplied: {
    label: 'Candidato respondeu à correção',
    audience: 'hr',
    trigger: 'Status 10 (resposta do candidato à observação)',
    statuses: [STATUS.RESPONDIDO],
  },
  pendingResent: {
    label: 'Candidato reenviou uma pendência',
    audience: 'hr',
    trigger:
      'O candidato envia um documento recusado, ou um documento com status 6 ou 13 (um aviso por hora)',
  },
  candidateMessage: {
    label: 'Nova mensagem do candidato',
    audience: 'hr',
    trigger: 'Mensagem do candidato na conversa, não lida pelo RH há 5 minutos',
  },
  hrDigest: {
    label: 'Resumo diário para o RH',
    audience: 'hr',
    trigger: 'Uma vez por dia: os avisos do dia anterior além de 10, ou todos com o envio diário',
  },
  emailChangeCode: {
    label: 'Código para confirmar o novo e-mail',
    audience: 'candidate',
    trigger: 'O candidato pede para alterar o e-mail de acesso (enviado ao novo endereço)',
  },
  emailChanged: {
    label: 'E-mail de acesso alterado',
    audience: 'candidate',
    trigger: 'O candidato confirma o novo e-mail (aviso enviado ao endereço anterior)',
  },
  staffResetCode: {
    label: 'Código para redefinir a senha (equipe)',
    audience: 'staffUser',
    trigger: 'Um usuário da equipe pede para redefinir a senha',
  },
  privacyRequestFiled: {
    label: 'Nova requisição do titular (LGPD)',
    audience: 'privacy',
    trigger:
      'O candidato registra uma requisição na página Privacidade (um aviso lista as registradas em 5 minutos)',
  },
  privacyRequestAnswered: {
    label: 'Requisição do titular respondida',
    audience: 'candidate',
    trigger: 'A equipe responde a uma requisição do candidato',
  },
  staffPassword: {
    label: 'Senha temporária (equipe)',
    audience: 'staffUser',
    trigger: 'Um administrador cria um usuário ou gera uma nova senha',
  },
  // issue 33 §2: the admission kit's signing flow (decision 072)
  kitSent: {
    label: 'Documentos para assinar',
    audience: 'candidate',
    trigger: 'A equipe envia o kit admissional para assinatura',
  },
  kitSignatureCode: {
    label: 'Código de assinatura do kit',
    audience: 'candidate',
    trigger: 'O candidato (ou o responsável legal, no seu e-mail) pede o código para assinar o kit',
  },
  kitCompanyTurn: {
    label: 'Kit aguardando a assinatura da empresa',
    audience: 'hr',
    trigger: 'O candidato (e o responsável legal, se menor) assinou o kit admissional',
  },
  kitRefused: {
    label: 'Kit admissional recusado',
    audience: 'hr',
    trigger: 'O candidato recusa um documento do kit admissional',
  },
} as const satisfies Record<string, MailEventDef>;

export type MailEvent = keyof typeof MAIL_EVENTS;
export const MAIL_EVENT_KEYS = Object.keys(MAIL_EVENTS) as MailEvent[];

/** The HR notices that go through the per-client policy (each / daily / none) and the digest. */
export type HrNoticeEvent = {
  [K in MailEvent]: (typeof MAIL_EVENTS)[K]['audience'] extends 'hr' ? K : never;
}[MailEvent];
export type HrNoticeKind = Exclude<HrNoticeEvent, 'hrDigest'>;

/** The mail a candidate status sends, read from the table (one event per status at most). */
export const MAIL_EVENT_OF_STATUS: ReadonlyMap<number, MailEvent> = new Map(
  MAIL_EVENT_KEYS.flatMap((key) => {
    const def: MailEventDef = MAIL_EVENTS[key];
    return (def.statuses ?? []).map((s) => [s, key] as const);
  }),
);

export const MAIL_AUDIENCE_LABELS = {
  candidate: 'Candidato',
  hr: 'RH da unidade, gestor e recrutador',
  staffUser: 'Usuário da equipe',
  privacy: 'Encarregado de dados (LGPD) do cliente',
} as const satisfies Record<MailAudience, string>;

/** HR notices a day per recipient sent one by one before the rest waits for the digest (issue 14). */
export const HR_NOTICES_PER_DAY = 10;

/** Setting AVISOS_RH: C each notice (digest beyond 10 a day), D one daily digest, N none. */
export const HR_NOTICE_POLICIES = { C: 'A cada evento', D: 'Resumo diário', N: 'Não enviar' } as const;
export type HrNoticePolicy = keyof typeof HR_NOTICE_POLICIES;
