/**
 * Who transmits a client's eSocial events (issue 34 §1, decision 079): the employer with its own
 * certificate, the administrator's transmitter (an accounting office's e-CNPJ, ideTransmissor), or
 * the payroll system ('a folha transmite': the product only exports the XML). The labels and
 * explanations of Configurações → eSocial and the pt-BR refusals of the transmitter's certificate.
 */
export const ESOCIAL_TRANSMISSION_MODES = ['EMPREGADOR', 'TRANSMISSOR', 'FOLHA'] as const;
export type EsocialTransmissionMode = (typeof ESOCIAL_TRANSMISSION_MODES)[number];

export const ESOCIAL_TRANSMISSION_LABELS = {
  EMPREGADOR: {
    label: 'O próprio empregador',
    description:
      'Os eventos são assinados e enviados com o certificado A1 (e-CNPJ) do cliente, enviado em Configurações → Certificado digital.',
  },
  TRANSMISSOR: {
    label: 'O transmissor (escritório)',
    description:
      'Os eventos são assinados e enviados com o certificado do transmissor, o mesmo para todos os clientes deste administrador. ' +
      'O empregador deve ter dado procuração eletrônica ao CNPJ do transmissor no eSocial.',
  },
  FOLHA: {
    label: 'A folha transmite',
    description:
      'O sistema de folha de pagamento envia os eventos: aqui o XML do S-2200 é só exportado, e o envio ao eSocial fica desativado.',
  },
} as const satisfies Record<EsocialTransmissionMode, { label: string; description: string }>;

export const ESOCIAL_SETTINGS_MSG = {
  saved: 'Configuração do eSocial salva com sucesso!',
  modeInvalid: 'Escolha quem transmite: o empregador, o transmissor ou a folha.',
  folhaTransmits:
    'Para este cliente a folha transmite os eventos ao eSocial: aqui o XML é só exportado. ' +
    'Para enviar por aqui, mude em Configurações → eSocial.',
  transmitterSaved: 'Certificado do transmissor enviado com sucesso!',
  transmitterRemoved: 'Certificado do transmissor removido.',
  transmitterNotFound: 'Nenhum certificado do transmissor foi enviado.',
  transmitterCnpjRequired: 'Informe o CNPJ do transmissor.',
  transmitterCnpjInvalid: 'CNPJ do transmissor inválido.',
  transmitterNotIcp:
    'O certificado do transmissor precisa ser um e-CNPJ ICP-Brasil: o eSocial não aceita outro.',
  transmitterNoCnpj: 'O certificado não informa o CNPJ do titular (e-CNPJ): o eSocial não o aceita.',
  transmitterOtherCnpj: (cnpj: string) =>
    `O certificado é de outro CNPJ (${cnpj}), não do transmissor informado.`,
  noTransmitterCertificate:
    'Este cliente é transmitido pelo transmissor, mas nenhum certificado do transmissor foi enviado. ' +
    'Envie-o em Configurações → eSocial.',
  transmitterExpired: (date: string) =>
    `O certificado do transmissor venceu em ${date}: o eSocial recusa eventos assinados com ele. ` +
    'Envie um certificado válido em Configurações → eSocial.',
  transmitterNotYetValid: (date: string) => `O certificado do transmissor só vale a partir de ${date}.`,
  widgetForbidden: 'Somente o administrador ou quem tem a permissão eSocial vê os certificados.',
} as const;
