/** pt-BR messages of the client's digital certificate (Configurações → Certificado digital, decision 068). */
export const CERTIFICATE_MSG = {
  saved: 'Certificado digital enviado com sucesso!',
  removed: 'Certificado removido: volta a valer o certificado da instalação.',
  fileRequired: 'Envie o arquivo do certificado (.pfx ou .p12) e a senha.',
  passwordRequired: 'Informe a senha do certificado.',
  wrongPassword: 'Senha do certificado incorreta.',
  notPkcs12: 'O arquivo não é um certificado PKCS#12 (.pfx ou .p12).',
  noKey: 'O arquivo não contém a chave privada do certificado.',
  expired: 'O certificado está vencido.',
  notYetValid: 'O certificado ainda não está em vigor.',
  tooLarge: 'O arquivo do certificado excede o limite de 64 KB.',
  notFound: 'Nenhum certificado enviado para este cliente.',
  installationLabel: 'Certificado da instalação — não ICP-Brasil',
} as const;

/** the largest P12 accepted (a real A1 with its chain is 4 to 10 KB) */
export const CERTIFICATE_MAX_BYTES = 64 * 1024;
/** the Painel and the screen warn this many days before the certificate expires */
export const CERTIFICATE_WARN_DAYS = 30;
