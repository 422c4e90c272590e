/**
 * One pt-BR template per e-mail of MAIL_EVENTS (decision 048), all written with `renderMail`. A
 * mail names a person only by name and carries one link; what the candidate wrote (a reply, a
 * message) never goes into a mail, HR's note to the candidate does (the candidate must read it).
 */
import { MAIL_EVENTS, type HrNoticeKind, type MailEvent, type PendingItem } from '@admissao/domain';
import { withInertNames } from './inert-text.ts';
import { renderMail, type MailBrand, type MailContent } from './templates.ts';

interface Linked {
  brand: MailBrand | null;
  link: string;
}
/** a mail to the candidate: the candidate's name */
interface ToCandidate extends Linked {
  name: string;
}
/** a mail to HR about one candidate: the candidate's name */
interface AboutCandidate extends Linked {
  candidate: string;
}
/** one request in the DPO's grouped notice (decision 038) */
export interface PrivacyNoticeEntry {
  candidate: string;
  type: string;
  due: string;
}
export interface DigestEntry {
  candidate: string;
  events: readonly HrNoticeKind[];
}

/** What each template needs. */
export interface MailInputs {
  candidateAccess: ToCandidate;
  candidateResetLink: ToCandidate & { hours: number };
  correctionRequested: ToCandidate & { documents: boolean; note: string };
  reopenedForCandidate: ToCandidate & { note: string };
  pendingItems: ToCandidate & { items: readonly PendingItem[] };
  admissionFinalized: ToCandidate;
  processCancelled: ToCandidate;
  hrMessage: ToCandidate;
  candidateFinalized: AboutCandidate;
  candidateReplied: AboutCandidate;
  pendingResent: AboutCandidate;
  candidateMessage: AboutCandidate;
  /** `deadlines`: the eSocial deadline lines of the client (decision 082), alone or beside the notices */
  hrDigest: Linked & { day: string; entries: readonly DigestEntry[]; deadlines?: readonly string[] };
  /** every request not yet noticed, by type only: what the candidate wrote stays in the product */
  privacyRequestFiled: Linked & { entries: readonly PrivacyNoticeEntry[] };
  privacyRequestAnswered: ToCandidate & { type: string };
  staffResetCode: { name: string; code: string; minutes: number };
  emailChangeCode: { brand: MailBrand | null; name: string; code: string; minutes: number };
  emailChanged: ToCandidate;
  staffPassword: { name: string; login: string; password: string; isNew: boolean; link: string };
  kitSent: ToCandidate;
  /** `name`: the signer (the candidate, or the guardian), `candidate` whose kit it is */
  kitSignatureCode: {
    brand: MailBrand | null;
    name: string;
    candidate: string;
    code: string;
    minutes: number;
  };
  kitCompanyTurn: AboutCandidate;
  kitRefused: AboutCandidate;
}

const hello = (name: string) => `Olá, ${name}.`;
const signIn = 'Entre com o seu e-mail e a sua senha.';
const clientOf = (b: MailBrand | null) => b?.name ?? 'A empresa';
const ownRecord = 'Acessar meu cadastro';
const openRecord = 'Abrir o cadastro do candidato';

/** What each HR notice says about the candidate (also the lines of the digest). */
export const HR_NOTICE_TEXT = {
  candidateFinalized: 'enviou os dados e os documentos do cadastro de admissão para conferência.',
  candidateReplied: 'respondeu à correção solicitada no cadastro de admissão.',
  pendingResent: 'reenviou um item pendente do cadastro de admissão.',
  candidateMessage: 'escreveu uma mensagem na conversa com o RH.',
  kitCompanyTurn: 'assinou os documentos do kit admissional; falta a assinatura da empresa.',
  kitRefused: 'recusou um documento do kit admissional; veja o motivo e envie uma nova versão.',
} as const satisfies Record<HrNoticeKind, string>;

function hrNotice(event: HrNoticeKind, d: AboutCandidate): MailContent {
  return renderMail({
    subject: `${clientOf(d.brand)} - ${MAIL_EVENTS[event].label}: ${d.candidate}`,
    brand: d.brand,
    paragraphs: ['Olá.', `${d.candidate} ${HR_NOTICE_TEXT[event]}`],
    link: { href: d.link, label: event === 'candidateMessage' ? 'Abrir a conversa' : openRecord },
  });
}

/** kitSent and kitSignatureCode: the mails of the kit's signing flow (decision 072). */
const kitMails = {
  kitSent: (d: MailInputs['kitSent']) =>
    renderMail({
      subject: `${clientOf(d.brand)} - Documentos para assinar`,
      brand: d.brand,
      paragraphs: [
        hello(d.name),
        `A ${clientOf(d.brand)} enviou os documentos da sua admissão para você ler e assinar.`,
        `Acesse o cadastro, abra o passo Assinar documentos, leia cada documento e confirme com o código que enviaremos ao seu e-mail. ${signIn}`,
      ],
      link: { href: d.link, label: 'Assinar documentos' },
    }),
  kitSignatureCode: (d: MailInputs['kitSignatureCode']) =>
    renderMail({
      subject: `${clientOf(d.brand)} - Código de assinatura`,
      brand: d.brand,
      paragraphs: [
        hello(d.name),
        `Seu código para assinar os documentos de admissão de ${d.candidate} é ${d.code}.`,
        `O código vale por ${d.minutes} minutos e pode ser usado uma única vez. Se você não pediu o código, ignore esta mensagem.`,
      ],
    }),
} as const;

export const MAIL_TEMPLATES: { [K in MailEvent]: (d: MailInputs[K]) => MailContent } = {
  candidateAccess: (d) =>
    renderMail({
      subject: `${clientOf(d.brand)} - Cadastro de admissão`,
      brand: d.brand,
      paragraphs: [
        hello(d.name),
        `A ${clientOf(d.brand)} iniciou o seu processo de admissão. Para continuar, preencha os seus dados e envie os documentos pelo link abaixo.`,
        'No primeiro acesso você vai criar a sua senha. O link é pessoal, vale por 30 dias e pode ser usado uma única vez; depois entre com o seu e-mail e a senha criada.',
      ],
      link: { href: d.link, label: ownRecord },
    }),
  candidateResetLink: (d) =>
    renderMail({
      subject: 'Redefinição de senha - Admissão',
      brand: d.brand,
      paragraphs: [
        hello(d.name),
        'Recebemos um pedido para redefinir a sua senha de acesso ao cadastro de admissão.',
        `Use o link abaixo para criar uma nova senha. Ele vale por ${d.hours} horas e pode ser usado uma única vez.`,
        'Se você não pediu a redefinição, ignore esta mensagem.',
      ],
      link: { href: d.link, label: 'Criar nova senha' },
    }),
  correctionRequested: (d) =>
    renderMail({
      subject: `${clientOf(d.brand)} - Correção ${d.documents ? 'de documentos' : 'de dados'} no seu cadastro`,
      brand: d.brand,
      paragraphs: [
        hello(d.name),
        `A ${clientOf(d.brand)} pede que você corrija ${d.documents ? 'documentos' : 'dados'} do seu cadastro de admissão:`,
        d.note,
        `Acesse o cadastro, faça a correção e responda à observação (ou finalize novamente). ${signIn}`,
      ],
      link: { href: d.link, label: ownRecord },
    }),
  reopenedForCandidate: (d) =>
    renderMail({
      subject: `${clientOf(d.brand)} - Seu cadastro de admissão foi reaberto`,
      brand: d.brand,
      paragraphs: [
        hello(d.name),
        `A ${clientOf(d.brand)} reabriu o seu cadastro de admissão para alterações:`,
        d.note,
        `Revise os dados e os documentos e finalize novamente. ${signIn}`,
      ],
      link: { href: d.link, label: ownRecord },
    }),
  pendingItems: (d) =>
    renderMail({
      subject: `${clientOf(d.brand)} - Pendências no seu cadastro de admissão`,
      brand: d.brand,
      paragraphs: [
        hello(d.name),
        d.items.length
          ? `A ${clientOf(d.brand)} conferiu o seu cadastro de admissão e encontrou pendências. Acesse o cadastro, corrija os itens abaixo e finalize novamente:`
          : `A ${clientOf(d.brand)} pede que você acesse o seu cadastro de admissão, revise os dados e os documentos e finalize novamente.`,
      ],
      list: d.items.map((i) => `${i.TITULO}: ${i.DETALHE}`),
      closing: [signIn],
      link: { href: d.link, label: ownRecord },
    }),
  admissionFinalized: (d) =>
    renderMail({
      subject: `${clientOf(d.brand)} - Cadastro de admissão concluído`,
      brand: d.brand,
      paragraphs: [
        hello(d.name),
        `A ${clientOf(d.brand)} conferiu e concluiu o seu cadastro de admissão. Não há mais nada a enviar por enquanto.`,
        'Se precisar falar com o RH, use a conversa do seu cadastro.',
      ],
      link: { href: d.link, label: ownRecord },
    }),
  processCancelled: (d) =>
    renderMail({
      subject: `${clientOf(d.brand)} - Processo de admissão cancelado`,
      brand: d.brand,
      paragraphs: [
        hello(d.name),
        `A ${clientOf(d.brand)} cancelou o seu processo de admissão.`,
        'Em caso de dúvida, fale com o RH pela conversa do seu cadastro.',
      ],
      link: { href: d.link, label: ownRecord },
    }),
  hrMessage: (d) =>
    renderMail({
      subject: `${clientOf(d.brand)} - Nova mensagem do RH`,
      brand: d.brand,
      paragraphs: [
        hello(d.name),
        `O RH da ${clientOf(d.brand)} respondeu na conversa do seu cadastro de admissão.`,
        `Para ler a mensagem, acesse o cadastro e abra "Fale com o RH". ${signIn}`,
      ],
      link: { href: d.link, label: 'Ler a mensagem' },
    }),
  candidateFinalized: (d) => hrNotice('candidateFinalized', d),
  candidateReplied: (d) => hrNotice('candidateReplied', d),
  pendingResent: (d) => hrNotice('pendingResent', d),
  candidateMessage: (d) => hrNotice('candidateMessage', d),
  kitCompanyTurn: (d) => hrNotice('kitCompanyTurn', d),
  kitRefused: (d) => hrNotice('kitRefused', d),
  ...kitMails,
  hrDigest: (d) => {
    const deadlines = (d.deadlines ?? []).map((l) => `eSocial: ${l}`);
    const notices = d.entries.length > 0;
    return renderMail({
      subject: notices
        ? `${clientOf(d.brand)} - Resumo dos avisos de ${d.day}`
        : `${clientOf(d.brand)} - Prazos do eSocial em ${d.day}`,
      brand: d.brand,
      paragraphs: [
        'Olá.',
        notices
          ? `Os avisos de ${d.day} sobre os candidatos da ${clientOf(d.brand)}:`
          : `Os prazos do eSocial dos candidatos da ${clientOf(d.brand)} que vencem hoje ou amanhã, e os atrasados:`,
      ],
      list: [
        ...d.entries.map(
          (e) => `${e.candidate}: ${e.events.map((ev) => MAIL_EVENTS[ev].label.toLowerCase()).join('; ')}`,
        ),
        ...deadlines,
      ],
      closing:
        notices && deadlines.length
          ? ['Os prazos do eSocial estão na lista eSocial — prazos, no menu do Admissão.']
          : undefined,
      link: notices
        ? { href: d.link, label: 'Abrir a lista de candidatos' }
        : { href: d.link, label: 'Abrir eSocial — prazos' },
    });
  },
  privacyRequestFiled: (d) => {
    const [only, ...more] = d.entries;
    return renderMail({
      subject: more.length
        ? `${clientOf(d.brand)} - ${d.entries.length} novas requisições do titular (LGPD)`
        : `${clientOf(d.brand)} - Nova requisição do titular (LGPD): ${only?.candidate ?? ''}`,
      brand: d.brand,
      paragraphs: [
        'Olá.',
        more.length
          ? 'Titulares de dados registraram novas requisições:'
          : 'Um titular de dados registrou uma nova requisição:',
      ],
      list: d.entries.map((e) => `${e.candidate}: ${e.type} (prazo de resposta: ${e.due})`),
      closing: ['Responda pela lista de requisições do sistema.'],
      link: { href: d.link, label: 'Abrir as requisições' },
    });
  },
  privacyRequestAnswered: (d) =>
    renderMail({
      subject: `${clientOf(d.brand)} - Sua requisição de dados foi respondida`,
      brand: d.brand,
      paragraphs: [
        hello(d.name),
        `A ${clientOf(d.brand)} respondeu à sua requisição (${d.type}).`,
        `Para ler a resposta, acesse o cadastro e abra a página Privacidade. ${signIn}`,
      ],
      link: { href: d.link, label: 'Ler a resposta' },
    }),
  staffResetCode: (d) =>
    renderMail({
      subject: 'Código para redefinir sua senha',
      paragraphs: [
        hello(d.name),
        `Seu código para redefinir a senha é ${d.code}.`,
        `O código vale por ${d.minutes} minutos. Se você não pediu a redefinição, ignore esta mensagem.`,
      ],
    }),
  emailChangeCode: (d) =>
    renderMail({
      subject: `${clientOf(d.brand)} - Código para confirmar o novo e-mail`,
      brand: d.brand,
      paragraphs: [
        hello(d.name),
        `Você pediu para usar este endereço como o e-mail de acesso ao seu cadastro de admissão na ${clientOf(d.brand)}.`,
        `Para confirmar, informe o código ${d.code} na página do cadastro. O código vale por ${d.minutes} minutos e pode ser usado uma única vez.`,
        'Até a confirmação, o e-mail anterior continua sendo o de acesso. Se você não pediu a alteração, ignore esta mensagem.',
      ],
    }),
  emailChanged: (d) =>
    renderMail({
      subject: `${clientOf(d.brand)} - Seu e-mail de acesso foi alterado`,
      brand: d.brand,
      paragraphs: [
        hello(d.name),
        `O e-mail de acesso ao seu cadastro de admissão na ${clientOf(d.brand)} foi alterado e confirmado no novo endereço. Este endereço não entra mais no cadastro.`,
        'Se você não fez essa alteração, fale com o RH da empresa.',
      ],
      link: { href: d.link, label: ownRecord },
    }),
  staffPassword: (d) =>
    renderMail({
      subject: d.isNew ? 'Seu acesso ao Admissão' : 'Nova senha de acesso ao Admissão',
      paragraphs: [
        hello(d.name),
        d.isNew
          ? 'Um acesso ao Admissão foi criado para você.'
          : 'Uma nova senha de acesso foi gerada para você.',
        `Usuário: ${d.login}`,
        `Senha temporária: ${d.password}`,
        'No primeiro acesso você deverá criar uma nova senha.',
      ],
      link: { href: d.link, label: 'Acessar o Admissão' },
    }),
};

/** The mail of an event, from its template; the people it names, never as links (inert-text.ts). */
export const composeMail = <K extends MailEvent>(event: K, input: MailInputs[K]): MailContent =>
  MAIL_TEMPLATES[event](withInertNames(input));
