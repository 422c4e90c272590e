/**
 * The tests' side of the eSocial stand-in (decision 076), written without the product's signer or
 * batch builder: an S-2190 by hand, signed by Debian's `xmlsec1 --sign` (an independent XMLDSig
 * implementation), a batch envelope by hand, and Node's https client with a client certificate.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOMParser, XMLSerializer, type Element } from '@xmldom/xmldom';
import { ESOCIAL_SERVICES } from '../../src/testing/esocial-standin/index.ts';
import type { TestCertificate } from '../../src/testing/test-pki.ts';

const DS = 'http://www.w3.org/2000/09/xmldsig#';
const SIGNATURE_TEMPLATE =
  `<Signature xmlns="${DS}"><SignedInfo>` +
  `<CanonicalizationMethod Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315"/>` +
  `<SignatureMethod Algorithm="http://www.w3.org/2001/04/xmldsig-more#rsa-sha256"/>` +
  `<Reference URI=""><Transforms><Transform Algorithm="http://www.w3.org/2000/09/xmldsig#enveloped-signature"/>` +
  `<Transform Algorithm="http://www.w3.org/TR/2001/REC-xml-c14n-20010315"/></Transforms>` +
  `<DigestMethod Algorithm="http://www.w3.org/2001/04/xmlenc#sha256"/><DigestValue/></Reference></SignedInfo>` +
  `<SignatureValue/><KeyInfo><X509Data/></KeyInfo></Signature>`;

/** An S-2190 (evtAdmPrelim) of the employer's CNPJ root, unsigned; `fields` overrides a value. */
export function s2190(id: string, o: { root?: string; cpf?: string; matricula?: string } = {}): string {
  return (
    `<eSocial xmlns="http://www.esocial.gov.br/schema/evt/evtAdmPrelim/v_S_01_03_00"><evtAdmPrelim Id="${id}">` +
    `<ideEvento><indRetif>1</indRetif><tpAmb>2</tpAmb><procEmi>1</procEmi><verProc>admissao-teste</verProc></ideEvento>` +
    `<ideEmpregador><tpInsc>1</tpInsc><nrInsc>${o.root ?? '11222333'}</nrInsc></ideEmpregador>` +
    `<infoRegPrelim><cpfTrab>${o.cpf ?? '52998224725'}</cpfTrab><dtNascto>1990-05-17</dtNascto><dtAdm>2026-12-04</dtAdm>` +
    `<matricula>${o.matricula ?? 'C041-0001'}</matricula><codCateg>101</codCateg><natAtividade>1</natAtividade>` +
    `<infoRegCTPS><CBOCargo>252105</CBOCargo><vrSalFx>3500.00</vrSalFx><undSalFixo>5</undSalFixo><tpContr>1</tpContr></infoRegCTPS>` +
    `</infoRegPrelim></evtAdmPrelim>${SIGNATURE_TEMPLATE}</eSocial>`
  );
}

/** An S-3000 (evtExclusao) of the employer excluding the event of receipt `nrRecEvt`, unsigned. */
export function s3000(id: string, o: { nrRecEvt: string; tpEvento?: string; cpf?: string }): string {
  return (
    `<eSocial xmlns="http://www.esocial.gov.br/schema/evt/evtExclusao/v_S_01_03_00"><evtExclusao Id="${id}">` +
    `<ideEvento><tpAmb>2</tpAmb><procEmi>1</procEmi><verProc>admissao-teste</verProc></ideEvento>` +
    `<ideEmpregador><tpInsc>1</tpInsc><nrInsc>11222333</nrInsc></ideEmpregador>` +
    `<infoExclusao><tpEvento>${o.tpEvento ?? 'S-2190'}</tpEvento><nrRecEvt>${o.nrRecEvt}</nrRecEvt>` +
    `<ideTrabalhador><cpfTrab>${o.cpf ?? '52998224725'}</cpfTrab></ideTrabalhador></infoExclusao>` +
    `</evtExclusao>${SIGNATURE_TEMPLATE}</eSocial>`
  );
}

/** An event Id of the employer (ID + tpInsc + 14-character CNPJ + AAAAMMDDHHMMSS + 5-digit sequence). */
export const eventIdOf = (cnpj: string, sequence: number) =>
  `ID1${cnpj}20261203090000${String(sequence).padStart(5, '0')}`;

/** The event signed by xmlsec1 with this certificate's key (the template's X509Data gets its certificate). */
export function xmlsecSign(xml: string, signer: TestCertificate): string {
  const dir = mkdtempSync(join(tmpdir(), 'xmlsec-'));
  try {
    writeFileSync(join(dir, 'in.xml'), xml);
    execFileSync(
      'xmlsec1',
      [
        '--sign',
        '--privkey-pem',
        `${signer.keyFile},${signer.certFile}`,
        '--output',
        join(dir, 'out.xml'),
        join(dir, 'in.xml'),
      ],
      {
        stdio: 'pipe',
      },
    );
    return readFileSync(join(dir, 'out.xml'), 'utf8').replace(/^<\?xml[^>]*\?>\s*/, '');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The batch envelope (EnvioLoteEventos v1_1_1, grupo 2) around signed events. */
export function batchOf(
  events: { id: string; xml: string }[],
  o: { employerRoot?: string; transmitter?: string } = {},
): string {
  return (
    `<eSocial xmlns="http://www.esocial.gov.br/schema/lote/eventos/envio/v1_1_1"><envioLoteEventos grupo="2">` +
    `<ideEmpregador><tpInsc>1</tpInsc><nrInsc>${o.employerRoot ?? '11222333'}</nrInsc></ideEmpregador>` +
    `<ideTransmissor><tpInsc>1</tpInsc><nrInsc>${o.transmitter ?? '11222333000181'}</nrInsc></ideTransmissor>` +
    `<eventos>${events.map((e) => `<evento Id="${e.id}">${e.xml}</evento>`).join('')}</eventos></envioLoteEventos></eSocial>`
  );
}

export const consultaOf = (protocol: string) =>
  `<eSocial xmlns="http://www.esocial.gov.br/schema/lote/eventos/envio/consulta/retornoProcessamento/v1_0_0">` +
  `<consultaLoteEventos><protocoloEnvio>${protocol}</protocoloEnvio></consultaLoteEventos></eSocial>`;

export interface Reply {
  status: number;
  contentType: string;
  body: string;
}

/** One HTTPS request to the stand-in, with `client`'s key and certificate unless null. */
export function post(
  url: string,
  body: string,
  o: { ca: string; client: TestCertificate | null; headers?: Record<string, string>; method?: string },
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: o.method ?? 'POST',
        ca: o.ca,
        ...(o.client ? { key: o.client.keyPem, cert: o.client.certPem } : {}),
        headers: { 'content-type': 'text/xml; charset=utf-8', ...o.headers },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            contentType: String(res.headers['content-type']),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(o.method === 'GET' ? undefined : body);
  });
}

const envelope = (tns: string, operation: string, part: string, document: string) =>
  `<?xml version="1.0" encoding="utf-8"?><soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:v1="${tns}">` +
  `<soapenv:Header/><soapenv:Body><v1:${operation}><v1:${part}>${document}</v1:${part}></v1:${operation}></soapenv:Body></soapenv:Envelope>`;

/** SOAP 1.1 call of one of the two operations, as the WSDL declares it; the answer document out of the Result. */
export async function call(
  baseUrl: string,
  service: keyof typeof ESOCIAL_SERVICES,
  document: string,
  o: { ca: string; client: TestCertificate | null },
): Promise<{ reply: Reply; document: string; root: Element }> {
  const s = ESOCIAL_SERVICES[service];
  const reply = await post(baseUrl + s.path, envelope(s.tns, s.operation, s.part, document), {
    ...o,
    headers: { soapaction: `"${s.action}"` },
  });
  const result = new DOMParser()
    .parseFromString(reply.body, 'text/xml')
    .getElementsByTagNameNS(s.tns, `${s.operation}Result`)[0];
  const root = result
    ? (Array.from(result.childNodes).find((n) => n.nodeType === 1) as Element | undefined)
    : undefined;
  if (reply.status !== 200 || !root) throw new Error(`resposta ${reply.status}: ${reply.body.slice(0, 300)}`);
  return { reply, document: new XMLSerializer().serializeToString(root), root };
}

/** Texts of every element of this local name under `root`, in document order. */
export const texts = (root: Element, localName: string) =>
  Array.from(root.getElementsByTagNameNS('*', localName)).map((e) => e.textContent ?? '');

export const elements = (root: Element, localName: string) =>
  Array.from(root.getElementsByTagNameNS('*', localName));
