/**
 * pt-BR refusals of the eSocial signature (issue 34, decision 075): the certificate that would sign
 * is not one eSocial accepts. Said where the product chooses the certificate, before anything is sent.
 */
export const ESOCIAL_SIGN_MSG = {
  notIcpBrasil:
    'O eSocial só aceita eventos assinados com certificado ICP-Brasil do empregador. ' +
    'Envie o certificado A1 (e-CNPJ) em Configurações → Certificado digital.',
  expired: (date: string) =>
    `O certificado digital do empregador venceu em ${date}: o eSocial recusa eventos assinados com ele. ` +
    'Envie um certificado válido em Configurações → Certificado digital.',
  notYetValid: (date: string) => `O certificado digital do empregador só vale a partir de ${date}.`,
  otherCnpj: (cnpj: string) =>
    `O certificado digital é de outro CNPJ (${cnpj}), não do empregador. ` +
    'Envie o certificado do empregador em Configurações → Certificado digital.',
  noCnpj: 'O certificado digital não informa o CNPJ do titular (e-CNPJ): o eSocial não o aceita.',
} as const;
