/** POST and DELETE /candidate/configuration/logo: both answer the logo's address and a message. */
import { configurationApi, type AnswerOf } from '@admissao/domain';
import { call } from '../../../lib/call';
import { uploadFile } from '../../../lib/upload';

export const uploadLogo = (file: File) =>
  uploadFile<AnswerOf<typeof configurationApi.uploadLogo>>(configurationApi.uploadLogo.path, file);
export const removeLogo = () => call(configurationApi.removeLogo);

/** the header asks for the logo without a version: the browser's cached copy is fetched anew */
export const reloadLogo = (key: string) =>
  fetch(`/api/image/logo/${key}`, { cache: 'reload' }).catch(() => undefined);
