/** The client's settings as every screen reads them (spec 3 §3); staff change them in configuration. */
import { ZClientSettings } from '../settings.ts';
import { op } from './operation.ts';

export const clientSettingsApi = {
  get: op({
    method: 'GET',
    path: '/candidate/configuration',
    auth: 'any',
    summary: 'Configurações do cliente (do usuário ou do candidato), com os valores padrão',
    response: ZClientSettings,
  }),
};
