/**
 * The two mails of a sealed kit (issue 33 §2, 'mails at each step'): to the candidate and to the
 * client's HR, 'Documentos admissionais assinados'. Kept here rather than in MAIL_EVENTS: they are
 * not HR notices of the digest (a signed kit is told at once) nor previewed in the settings. Written
 * with the one layout (renderMail); names inert, as composeMail makes them.
 */
import { inertText, renderMail, type MailBrand, type MailContent } from '../mail/index.ts';

export const KIT_SIGNED_SUBJECT = 'Documentos admissionais assinados';

export interface KitSignedMail {
  brand: MailBrand;
  /** the candidate's name */
  candidate: string;
  documents: readonly string[];
  /** where the candidate (sign-in) or HR (the record) goes */
  link: string;
  verifyUrl: string;
}

export function kitSignedToCandidate(d: KitSignedMail): MailContent {
  return renderMail({
    subject: `${d.brand.name} - ${KIT_SIGNED_SUBJECT}`,
    brand: d.brand,
    paragraphs: [
      `Olá, ${inertText(d.candidate)}.`,
      `Os seus documentos admissionais foram assinados por todas as partes e receberam a assinatura digital da ${d.brand.name}:`,
    ],
    list: d.documents,
    closing: [
      'As vias assinadas estão no seu cadastro. Entre com o seu e-mail e a sua senha.',
      `Qualquer pessoa pode conferir a autenticidade de uma via em ${d.verifyUrl}, com o arquivo ou com o código impresso na última página.`,
    ],
    link: { href: d.link, label: 'Acessar meu cadastro' },
  });
}

export function kitSignedToHr(d: KitSignedMail): MailContent {
  const name = inertText(d.candidate);
  return renderMail({
    subject: `${d.brand.name} - ${KIT_SIGNED_SUBJECT}: ${name}`,
    brand: d.brand,
    paragraphs: [
      'Olá.',
      `Os documentos admissionais de ${name} foram assinados por todas as partes e selados com a assinatura digital da empresa:`,
    ],
    list: d.documents,
    link: { href: d.link, label: 'Abrir o cadastro do candidato' },
  });
}
