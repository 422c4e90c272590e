/**
 * `npm run esocial:standin`: the stand-in on a port, with a test PKI made now (decision 076).
 * Options (environment): ESOCIAL_STANDIN_PORT (default 8443), ESOCIAL_STANDIN_DELAY_MS (default 5000),
 * ESOCIAL_STANDIN_CNPJ (the employer's CNPJ in the test A1; default the tests' 11222333000181).
 * The certificates live in a temp folder that is removed when the stand-in stops (Ctrl+C).
 */
import { makeTestPki, TEST_EMPLOYER_CNPJ } from '../test-pki.ts';
import { startEsocialStandin } from './index.ts';

const port = Number(process.env.ESOCIAL_STANDIN_PORT ?? 8443);
const processingDelayMs = Number(process.env.ESOCIAL_STANDIN_DELAY_MS ?? 5000);
const employerCnpj = (process.env.ESOCIAL_STANDIN_CNPJ ?? TEST_EMPLOYER_CNPJ).replace(/\D/g, '');

const pki = await makeTestPki({ employerCnpj });
const standin = await startEsocialStandin({
  caPem: pki.caPem,
  serverKey: pki.server.keyPem,
  serverCert: pki.server.certPem,
  port,
  processingDelayMs,
});

const lines = [
  `Stand-in do eSocial (teste) em ${standin.url} — processamento simulado em ${processingDelayMs} ms`,
  '',
  'Endereços (ponha-os no lugar dos de produção restrita na configuração do produto):',
  `  EnviarLoteEventos:    ${standin.enviarUrl}`,
  `  ConsultarLoteEventos: ${standin.consultarUrl}`,
  '',
  `AC de teste (o cliente HTTPS do produto deve confiar nela; o stand-in só aceita certificados dela):`,
  `  ${pki.caFile}`,
  `Certificado A1 do empregador (CNPJ ${employerCnpj}) — envie-o na configuração do cliente com este CNPJ:`,
  `  PKCS#12: ${pki.employer.p12File}   senha: ${pki.employer.password}`,
  `  PEM:     ${pki.employer.certFile}  chave: ${pki.employer.keyFile}`,
  `Outro empregador (CNPJ ${pki.wrongEmployer.cnpj}), para ver a recusa 'certificado não pertence':`,
  `  PKCS#12: ${pki.wrongEmployer.p12File}   senha: ${pki.wrongEmployer.password}`,
  `Vencido: ${pki.expired.p12File}   senha: ${pki.expired.password}`,
  '',
  'Teste rápido: curl --cacert <AC> --cert <PEM> --key <chave> "<EnviarLoteEventos>?wsdl"',
  'Ctrl+C encerra e apaga os certificados.',
];
console.log(lines.join('\n'));

const stop = async () => {
  await standin.stop();
  pki.remove();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
