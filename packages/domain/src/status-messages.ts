/**
 * What the candidate reads about their own status (issue 30 §3): one message per status — a
 * title, a text and what comes next — so the page never shows a badge and a banner that disagree
 * ('Finalizado' beside 'aguardando validação'). The web page reads it (the status notice of /dados,
 * the screen after Finalizar); an e-mail may read it too. The map is exhaustive: a new status does
 * not compile until it has its message.
 */
import { formatDateBR } from './dates.ts';
import { candidatePhase, type CandidatePhase, type StatusCode } from './status.ts';

/** What a message may name beyond the status: the start date ('yyyy-mm-dd'), when known. */
export interface StatusFacts {
  DATINICIO?: string | null;
}

export interface CandidateStatusMessage {
  title: string;
  text: string;
  /** what comes next, in order (the start date named when known) */
  next: (facts: StatusFacts) => readonly string[];
  /** the reviewers' status observation is shown with it (statuses set with a note) */
  observation?: true;
  /** the candidate may answer it (spec: a reply from 11 or 12 moves to 10) */
  reply?: true;
  /** the colour of a waiting or ended message: blue unless said */
  tone?: 'green' | 'gray';
}

const startStep = (f: StatusFacts) =>
  f.DATINICIO ? `Início previsto em ${formatDateBR(f.DATINICIO)}.` : 'O RH confirmará a data de início.';
const EXAM = 'O RH entrará em contato sobre o exame admissional.';
const REVIEW = 'O RH confere os seus dados e documentos e avisa por e-mail se precisar de alguma correção.';
const AFTER_FINALIZE = [REVIEW] as const;
/** spec 2 §2.1: what a status of 11 or more must say */
export const REOPENED_WARNING =
  'Clique em Validar em cada aba e depois em Finalizar para reiniciar o processo de conferência';
const WAITING_NEXT = (f: StatusFacts) => [REVIEW, EXAM, startStep(f)];
const FILLING: CandidateStatusMessage = {
  title: 'Preencha os seus dados',
  text: 'Preencha cada aba e clique em Validar. Quando todas estiverem válidas, clique em Finalizar.',
  next: () => AFTER_FINALIZE,
};
const PENDING: CandidateStatusMessage = {
  title: 'Há pendências no seu cadastro',
  text: `O RH encontrou pendências: corrija as abas marcadas em vermelho e reenvie os documentos recusados. ${REOPENED_WARNING}.`,
  next: () => AFTER_FINALIZE,
};
const SENT: CandidateStatusMessage = {
  title: 'Dados enviados para conferência',
  text: 'Você não precisa fazer nada agora. Seus dados não podem ser alterados enquanto o RH confere, a não ser que o RH peça uma correção.',
  next: WAITING_NEXT,
};

export const CANDIDATE_STATUS_MESSAGES = {
  1: FILLING,
  2: FILLING,
  3: FILLING,
  4: SENT,
  5: {
    title: 'O RH está analisando o seu cadastro',
    text: 'Você não precisa fazer nada agora. Seus dados não podem ser alterados enquanto o RH analisa.',
    next: WAITING_NEXT,
  },
  6: PENDING,
  7: SENT,
  8: {
    title: 'Admissão concluída',
    text: 'O RH conferiu os seus dados e documentos. Não há mais nada a preencher aqui.',
    next: (f) => [EXAM, startStep(f)],
    tone: 'green',
  },
  9: {
    title: 'Processo de admissão cancelado',
    text: 'O RH cancelou este processo de admissão. Os dados não podem mais ser alterados.',
    next: () => ['Em caso de dúvida, fale com o RH.'],
    tone: 'gray',
  },
  10: {
    title: 'Resposta enviada ao RH',
    text: 'O RH recebeu a sua resposta. Você não precisa fazer nada agora.',
    next: () => ['O RH avisará por e-mail se precisar de mais alguma correção.'],
  },
  11: {
    title: 'Correção de dados solicitada',
    text: `O RH pediu que você corrija alguns dados (veja a observação). ${REOPENED_WARNING}.`,
    next: () => AFTER_FINALIZE,
    observation: true,
    reply: true,
  },
  12: {
    title: 'Correção de documentos solicitada',
    text: `O RH pediu que você reenvie documentos (veja a observação) na aba Enviar Documentos. ${REOPENED_WARNING}.`,
    next: () => AFTER_FINALIZE,
    observation: true,
    reply: true,
  },
  13: { ...PENDING, observation: true },
  14: {
    title: 'Cadastro reaberto para você',
    text: `O RH reabriu o seu cadastro para alterações (veja a observação). ${REOPENED_WARNING}.`,
    next: () => AFTER_FINALIZE,
    observation: true,
  },
} as const satisfies Record<StatusCode, CandidateStatusMessage>;

export interface StatusMessageText {
  /** the status's phase (status.ts), which its message is written for */
  phase: CandidatePhase;
  title: string;
  text: string;
  next: readonly string[];
  observation: boolean;
  reply: boolean;
  tone: 'blue' | 'green' | 'gray';
}

/** The message of a status; an unknown code (a status added to the table only) reads as sent. */
export function candidateStatusMessage(codstatus: number, facts: StatusFacts = {}): StatusMessageText {
  const m: CandidateStatusMessage =
    (CANDIDATE_STATUS_MESSAGES as Record<number, CandidateStatusMessage>)[codstatus] ?? SENT;
  return {
    phase: candidatePhase(codstatus),
    title: m.title,
    text: m.text,
    next: m.next(facts),
    observation: m.observation ?? false,
    reply: m.reply ?? false,
    tone: m.tone ?? 'blue',
  };
}
