/**
 * The evidence of a signed kit (issue 33 §3): who signed, when, from where, how the code reached
 * them, and each document's SHA-256 before signing. One object, built once: the evidence page prints
 * it (evidence-page.ts) and the caller stores it as JSON, so the two never differ. It holds the CPF
 * masked only: the page travels with the PDF to whoever receives it.
 */
import { createHash, randomInt } from 'node:crypto';
import { formatDateTimeBR } from '@admissao/domain';

/**
 * How the signer confirmed: a one-time code by e-mail (the candidate, the guardian: issue 33 §2), or
 * the staff user's own signed-in session (the company's countersignature).
 */
export const CODE_CHANNELS = {
  'e-mail': 'Código de confirmação enviado por e-mail',
  sessão: 'Confirmado na sessão autenticada do usuário no sistema',
} as const satisfies Record<string, string>;
export type CodeChannel = keyof typeof CODE_CHANNELS;

export const SIGNER_ROLES = {
  candidato: 'Candidato(a)',
  responsavel: 'Responsável legal',
  empresa: 'Representante da empresa',
} as const satisfies Record<string, string>;
export type SignerRole = keyof typeof SIGNER_ROLES;

/** A signature as the flow recorded it (full CPF: it is masked here). */
export interface SignatureEvent {
  role: SignerRole;
  name: string;
  cpf: string;
  email: string;
  signedAt: Date;
  ip: string;
  userAgent: string;
  codeChannel: CodeChannel;
}

export interface EvidenceSigner {
  role: SignerRole;
  name: string;
  /** masked: ***.456.789-** */
  cpf: string;
  email: string;
  /** ISO instant, and as Brasília reads it (dd/mm/yyyy HH:mm) */
  signedAt: string;
  signedAtBrasilia: string;
  ip: string;
  userAgent: string;
  codeChannel: CodeChannel;
}

export interface EvidenceDocument {
  name: string;
  /** of the PDF before the evidence page and the seal, hex */
  sha256: string;
}

export interface Evidence {
  verificationCode: string;
  verificationUrl: string;
  signers: EvidenceSigner[];
  documents: EvidenceDocument[];
  /** the TSA asked for a token, or null: sealed without a trusted time (decision 065) */
  timestampAuthority: string | null;
}

/** No 0/O, 1/I/L, 5/S, 2/Z: read aloud or typed from paper without doubt. */
export const CODE_ALPHABET = '346789ABCDEFGHJKMNPQRTUVWXY';
export const CODE_LENGTH = 10;

/** XXXXX-XXXXX, ~47 bits: guessing one is hopeless behind the verification's rate limit */
export function verificationCode(): string {
  const chars = Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]!);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/**
 * The CPF with the first three and the last two digits hidden (***.456.789-**), the form Brazilian
 * public bodies publish under the LGPD: enough for the signer to recognise, not to reuse.
 */
export function maskCpf(cpf: string): string {
  const d = cpf.replace(/\D/g, '');
  if (d.length !== 11) return '***.***.***-**';
  return `***.${d.slice(3, 6)}.${d.slice(6, 9)}-**`;
}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** a document by its bytes, or by the SHA-256 already checked against them (the sealing job) */
export type EvidenceDocumentInput = { name: string; pdf: Uint8Array } | { name: string; sha256: string };

export interface EvidenceInput {
  signatures: SignatureEvent[];
  documents: EvidenceDocumentInput[];
  /** APP_URL: the page names `${appUrl}/verificar?codigo=<code>` */
  appUrl: string;
  tsaUrl: string | null;
  /** a fresh one when absent */
  verificationCode?: string;
}

export function buildEvidence(input: EvidenceInput): Evidence {
  const code = input.verificationCode ?? verificationCode();
  return {
    verificationCode: code,
    // the link carries the code, so /verificar checks it on arrival (nothing to type)
    verificationUrl: `${input.appUrl.replace(/\/$/, '')}/verificar?codigo=${code}`,
    signers: input.signatures.map((s) => ({
      role: s.role,
      name: s.name,
      cpf: maskCpf(s.cpf),
      email: s.email,
      signedAt: s.signedAt.toISOString(),
      signedAtBrasilia: formatDateTimeBR(s.signedAt),
      ip: s.ip,
      userAgent: s.userAgent,
      codeChannel: s.codeChannel,
    })),
    documents: input.documents.map((d) => ({
      name: d.name,
      sha256: 'sha256' in d ? d.sha256 : sha256Hex(d.pdf),
    })),
    timestampAuthority: input.tsaUrl,
  };
}
