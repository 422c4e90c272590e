/**
 * Configurações → eSocial (decision 079): who transmits the client's events (GET/PUT
 * /configuration/esocial) and the administrator's transmitter certificate (GET, POST multipart:
 * the .pfx/.p12, SENHA and CNPJ; DELETE). Only public facts come back.
 */
import { useQueryClient } from '@tanstack/react-query';
import {
  esocialSettingsApi,
  type AnswerOf,
  type EsocialSettings,
  type EsocialTransmissionMode,
  type TransmitterCertificateAnswer,
} from '@admissao/domain';
import { call, callQuery } from '../../../lib/call';
import { uploadFile } from '../../../lib/upload';

export const getEsocialSettingsQueryOptions = () => callQuery(esocialSettingsApi.get);
export const getTransmitterQueryOptions = () => callQuery(esocialSettingsApi.transmitter);

/** The switch and the transmitter's upload and removal, each keeping its answer in the tab's query. */
export function useEsocialSettingsActions() {
  const queryClient = useQueryClient();
  const storeSettings = ({ message: _m, ...settings }: EsocialSettings) =>
    queryClient.setQueryData(getEsocialSettingsQueryOptions().queryKey, settings);
  const storeTransmitter = ({ message: _m, ...facts }: TransmitterCertificateAnswer) =>
    queryClient.setQueryData(getTransmitterQueryOptions().queryKey, facts);
  return {
    save: async (TRANSMISSAO: EsocialTransmissionMode) => {
      const answer = await call(esocialSettingsApi.save, { body: { TRANSMISSAO } });
      storeSettings(answer);
      return answer;
    },
    upload: async (file: File, SENHA: string, CNPJ: string) => {
      const answer = await uploadFile<AnswerOf<typeof esocialSettingsApi.uploadTransmitter>>(
        esocialSettingsApi.uploadTransmitter.path,
        file,
        { SENHA, CNPJ },
      );
      storeTransmitter(answer);
      return answer;
    },
    remove: async () => {
      const answer = await call(esocialSettingsApi.removeTransmitter);
      storeTransmitter(answer);
      return answer;
    },
  };
}
