/** How one e-mail of the client reads (GET mail preview of an event), for Configurações → E-mails. */
import { useQuery } from '@tanstack/react-query';
import { mailPreviewApi, type MailEvent } from '@admissao/domain';
import { callQuery } from '../../../lib/call';

export const useMailPreview = (event: MailEvent) =>
  useQuery(callQuery(mailPreviewApi.preview, { params: { event } }, { retry: false }));
