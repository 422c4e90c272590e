/**
 * Previews for Configurações (decision 048): each template of MAIL_EVENTS written with made-up
 * data and the client's own name and logo, exactly as the outbox would get it.
 */
import {
  EMAIL_CHANGE_TTL_MINUTES,
  formatDateBR,
  isoDateInBrazil,
  KIT_CODE_TTL_MINUTES,
  type MailEvent,
  type TenantRef,
} from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { clientName } from '../auth/index.ts';
import { composeMail, type MailBrand, type MailInputs } from '../mail/index.ts';
import { brandOf, candidateLink, staffCandidateLink } from './candidate-facts.ts';

const SAMPLE_NAME = 'MARIA EXEMPLO DA SILVA';

function sampleInputs(appUrl: string, brand: MailBrand): MailInputs {
  const toCandidate = { brand, link: candidateLink(appUrl), name: SAMPLE_NAME };
  const aboutCandidate = { brand, link: staffCandidateLink(appUrl, 1234), candidate: SAMPLE_NAME };
  const note = 'Envie novamente o comprovante de residência: a imagem está ilegível.';
  return {
    candidateAccess: { ...toCandidate, link: `${appUrl}/?u=exemplo%40email.com.br&l=CODIGO-DE-EXEMPLO` },
    candidateResetLink: {
      ...toCandidate,
      link: `${appUrl}/?u=exemplo%40email.com.br&l=CODIGO-DE-EXEMPLO`,
      hours: 24,
    },
    correctionRequested: { ...toCandidate, documents: true, note },
    reopenedForCandidate: { ...toCandidate, note: 'Atualize o endereço: houve mudança antes do início.' },
    pendingItems: {
      ...toCandidate,
      items: [
        {
          TIPO: 'DOCUMENTO',
          TITULO: 'COMPROVANTE DE RESIDÊNCIA',
          DETALHE: 'Documento recusado: imagem ilegível.',
        },
        { TIPO: 'SECAO', TITULO: 'Dados Bancários', DETALHE: 'Preencha os campos obrigatórios.' },
      ],
    },
    admissionFinalized: toCandidate,
    processCancelled: toCandidate,
    hrMessage: toCandidate,
    candidateFinalized: aboutCandidate,
    candidateReplied: aboutCandidate,
    pendingResent: aboutCandidate,
    candidateMessage: aboutCandidate,
    hrDigest: {
      brand,
      link: `${appUrl}/admin/lista`,
      day: formatDateBR(isoDateInBrazil()),
      entries: [
        { candidate: SAMPLE_NAME, events: ['candidateFinalized', 'candidateMessage'] },
        { candidate: 'JOÃO EXEMPLO SANTOS', events: ['pendingResent'] },
      ],
    },
    privacyRequestFiled: {
      brand,
      link: `${appUrl}/admin/requisicoes`,
      entries: [
        { candidate: SAMPLE_NAME, type: 'Acesso aos dados', due: formatDateBR(isoDateInBrazil()) },
        {
          candidate: 'JOÃO EXEMPLO SANTOS',
          type: 'Portabilidade dos dados',
          due: formatDateBR(isoDateInBrazil()),
        },
      ],
    },
    privacyRequestAnswered: { ...toCandidate, type: 'Acesso aos dados' },
    staffResetCode: { name: 'Ana Exemplo', code: '1234567', minutes: 15 },
    emailChangeCode: { brand, name: SAMPLE_NAME, code: '1234567', minutes: EMAIL_CHANGE_TTL_MINUTES },
    emailChanged: toCandidate,
    kitSent: { ...toCandidate, link: `${appUrl}/dados` },
    kitSignatureCode: {
      brand,
      name: SAMPLE_NAME,
      candidate: SAMPLE_NAME,
      code: '123456',
      minutes: KIT_CODE_TTL_MINUTES,
    },
    kitCompanyTurn: aboutCandidate,
    kitRefused: aboutCandidate,
    staffPassword: {
      name: 'Ana Exemplo',
      login: 'ana.exemplo',
      password: 'Exemplo@Senha7',
      isNew: true,
      link: appUrl,
    },
  };
}

export async function previewMail(ctx: AppContext, tenant: TenantRef, event: MailEvent) {
  const appUrl = ctx.config.appUrl.replace(/\/$/, '');
  const brand = brandOf(appUrl, tenant, (await clientName(ctx.db, tenant.CODADM, tenant.CODCLI)) ?? '');
  const input = sampleInputs(appUrl, brand)[event];
  const mail = composeMail(event, input);
  return { EVENTO: event, ASSUNTO: mail.subject, TEXTO: mail.text, HTML: mail.html };
}
