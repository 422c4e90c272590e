/**
 * 'Baixar meus dados' as a streamed ZIP (fflate, decision 037): each stored file goes in as it is
 * read from its storage (no file is held whole beside the archive), its SHA-256 computed on the
 * way; dados.json comes last so it can carry those hashes; LEIA-ME.txt explains the contents.
 */
import { createHash } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from 'fflate';
import type { Storages } from '../storage/index.ts';
import { ZipNames } from '../../lib/zip-names.ts';
import { DATA_ZIP, type CollectedData } from './collect-data.ts';

export const README = `Seus dados pessoais — cópia gerada pelo sistema de admissão

Este arquivo atende ao direito de acesso e de portabilidade da Lei Geral de Proteção de Dados
(LGPD, Lei nº 13.709/2018, arts. 18 e 19). O controlador dos dados é a empresa que o convidou
para a admissão.

Conteúdo:
- dados.json: todos os dados do seu cadastro (UTF-8, datas no formato ISO aaaa-mm-dd):
  campos (nome técnico, rótulo em português e valor), dependentes, pessoas autorizadas,
  campos adicionais, documentos e arquivos enviados (com o resumo SHA-256 de cada arquivo),
  kits admissionais (cada versão, sua situação, seus documentos e quem assinou: você e o seu
  responsável legal com data, endereço IP e navegador; da empresa, o nome e a data), eventos
  do eSocial enviados sobre você (tipo, situação, datas, recibo e ocorrências), aceites dos
  termos e histórico de situação.
- documentos/: os arquivos dos documentos, na forma em que estão armazenados.
- kit-admissional/: os documentos do kit admissional de cada versão (v1, v2…): a via assinada
  com a assinatura digital da empresa, quando já selada (confira a autenticidade na página
  Verificar documento do sistema, com o arquivo ou o código impresso na última página); antes
  disso, o documento que foi enviado para você ler e assinar.

Para pedir correção, anonimização ou eliminação de dados, use a página Privacidade do sistema
ou fale com o encarregado de dados (DPO) da empresa.
`;

async function addFile(zip: Zip, path: string, source: Readable): Promise<string> {
  const entry = new ZipPassThrough(path);
  zip.add(entry);
  const hash = createHash('sha256');
  for await (const chunk of source) {
    const bytes = chunk as Buffer;
    hash.update(bytes);
    entry.push(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }
  entry.push(new Uint8Array(0), true);
  return hash.digest('hex');
}

function addText(zip: Zip, path: string, text: string) {
  const entry = new ZipDeflate(path, { level: 6 });
  zip.add(entry);
  entry.push(strToU8(text), true);
}

/** The archive as a stream; `onError` hears a failure after the first byte (the file is then cut). */
export function streamDataZip(
  storages: Storages,
  data: CollectedData,
  onError: (err: unknown) => void,
): Readable {
  const out = new PassThrough();
  const zip = new Zip((err, chunk, final) => {
    if (err) {
      onError(err);
      out.destroy(err);
      return;
    }
    out.write(Buffer.from(chunk));
    if (final) out.end();
  });
  void (async () => {
    try {
      // every name through the one entry namer (issue 31 §8): the paths of collect-data are
      // already safe and unique, so they come back as dados.json lists them
      const names = new ZipNames();
      addText(zip, names.take(DATA_ZIP.readme), README);
      for (const f of data.zipFiles) {
        const source = await storages.of(f.bucket).stream(f.key);
        f.entry.sha256 = await addFile(zip, names.take(f.path), source);
      }
      addText(zip, names.take(DATA_ZIP.data), `${JSON.stringify(data.json, null, 2)}\n`);
      zip.end();
    } catch (err) {
      onError(err);
      out.destroy(err as Error);
    }
  })();
  return out;
}
