/**
 * The answer codes the stand-in uses (decision 076 lists where each comes from). Batch reception
 * (RetornoEnvioLoteEventos) and batch consultation (RetornoProcessamentoLote) share one table of
 * the developer manual (MOD); each event's processing (RetornoEvento) has its own.
 */

/** cdResposta of EnviarLoteEventos. */
export const ENVIO = {
  recebido: { cd: 201, desc: 'Lote Recebido com Sucesso.' },
  erroPreenchimento: { cd: 401, desc: 'Lote Incorreto - Erro preenchimento.' },
  schemaInvalido: { cd: 402, desc: 'Lote Incorreto - Schema Inválido.' },
  erroCertificado: { cd: 404, desc: 'Lote Incorreto - Erro Certificado.' },
  loteVazio: { cd: 405, desc: 'Lote Incorreto - Lote nulo ou vazio.' },
} as const;

/** cdResposta of ConsultarLoteEventos. */
export const CONSULTA = {
  aguardando: { cd: 101, desc: 'Lote Aguardando Processamento.' },
  processado: { cd: 201, desc: 'Lote Processado com Sucesso.' },
  erroPreenchimento: { cd: 501, desc: 'Solicitação de Consulta Incorreta - Erro Preenchimento.' },
  schemaInvalido: { cd: 502, desc: 'Solicitação de Consulta Incorreta - Schema Inválido.' },
  erroCertificado: { cd: 504, desc: 'Solicitação de Consulta Incorreta - Erro Certificado.' },
  consultaVazia: { cd: 505, desc: 'Solicitação de Consulta Incorreta - Consulta nula ou vazia.' },
} as const;

/** cdResposta of one event's processing (RetornoEvento/processamento). */
export const EVENTO = {
  sucesso: { cd: 201, desc: 'Sucesso.' },
  erroConteudo: { cd: 401, desc: 'Erro no conteúdo do evento.' },
  schemaInvalido: { cd: 402, desc: 'Schema do evento inválido.' },
  erroCertificado: { cd: 404, desc: 'Erro do certificado digital da assinatura do evento.' },
  erroAssinatura: { cd: 405, desc: 'Erro na assinatura do evento.' },
} as const;

export type Answer = { cd: number; desc: string };

/** One ocorrência (tipo 1 = erro, 2 = advertência). */
export interface Occurrence {
  codigo: number;
  descricao: string;
  tipo: 1 | 2;
  localizacao?: string;
}

/**
 * Occurrence codes. 17 (schema) and 748 (protocol) are the service's own, seen in real answers;
 * for the signature, the signer's certificate, the batch certificate and a reused Id the sources
 * at hand gave no occurrence number, so the stand-in repeats the answer's cdResposta (decision 076):
 * the product must read these through cdResposta, never through the occurrence number.
 */
export const OCORRENCIA = {
  schema: (message: string, localizacao?: string): Occurrence => ({
    codigo: 17,
    descricao: `A estrutura do arquivo XML está em desconformidade com o esquema XSD. ${message}`,
    tipo: 1,
    ...(localizacao ? { localizacao } : {}),
  }),
  protocoloInvalido: (): Occurrence => ({
    codigo: 748,
    descricao: 'O protocolo informado é inválido.',
    tipo: 1,
    localizacao: '/eSocial/consultaLoteEventos/protocoloEnvio',
  }),
  assinatura: (why: string): Occurrence => ({
    codigo: EVENTO.erroAssinatura.cd,
    descricao: `Assinatura do evento inválida. ${why}`,
    tipo: 1,
    localizacao: '/eSocial/Signature',
  }),
  certificadoAssinante: (why: string): Occurrence => ({
    codigo: EVENTO.erroCertificado.cd,
    descricao: why,
    tipo: 1,
    localizacao: '/eSocial/Signature/KeyInfo/X509Data/X509Certificate',
  }),
  certificadoTransmissor: (why: string): Occurrence => ({
    codigo: ENVIO.erroCertificado.cd,
    descricao: why,
    tipo: 1,
  }),
  idRepetido: (id: string): Occurrence => ({
    codigo: EVENTO.erroConteudo.cd,
    descricao: `O identificador ${id} já foi recebido em outro evento, de conteúdo diferente.`,
    tipo: 1,
    localizacao: '/eSocial/envioLoteEventos/eventos/evento/@Id',
  }),
};
