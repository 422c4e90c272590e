/** Previews of the e-mails (decision 048): ADMIN sees each template with the client's logo. */
import { z } from '../zod.ts';
import { MAIL_EVENT_KEYS, type MailEvent } from '../messaging/mail-events.ts';
import { op } from './operation.ts';

export const ZMailPreview = z.object({
  EVENTO: z.string(),
  ASSUNTO: z.string(),
  TEXTO: z.string(),
  HTML: z.string(),
});
export type MailPreview = z.output<typeof ZMailPreview>;

export const mailPreviewApi = {
  preview: op({
    method: 'GET',
    path: '/candidate/configuration/mail/:event',
    auth: 'staff',
    summary: 'Prévia de um e-mail com dados de exemplo e o logotipo do cliente (somente ADMIN)',
    params: z.object({
      event: z.enum(MAIL_EVENT_KEYS as [MailEvent, ...MailEvent[]], { error: 'E-mail não encontrado.' }),
    }),
    response: ZMailPreview,
  }),
};
