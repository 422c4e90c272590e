/**
 * The public verification (issue 33 §4, decision 071). A file is recognised when its SHA-256 is a
 * sealed document's (kit_document_signed_sha_idx): then it is that document, byte for byte. A code
 * is recognised when it is a sealed document's verify_code: the document exists, but the caller's
 * file was not seen, so the answer says to compare the file. The facts answered are the ones the
 * evidence page already prints on the document — client, document name, when, the timestamp — with
 * the signers' names cut to initials and the CPF masked; never an e-mail, an IP or a user agent.
 * Anything else is one answer, the same for a code of another client, a wrong code or a changed file.
 * Counted per address (rate_limit, shared by every process) before anything is read.
 */
import { sql } from 'drizzle-orm';
import {
  normaliseVerifyCode,
  SIGNATURE_VERIFY_MSG as M,
  type SignatureVerifyAnswer,
  type SignatureVerifySigner,
} from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { rowsOf } from '../../lib/rows.ts';
import { consumeAttempt, type Limit } from '../auth/index.ts';
import { sha256Hex, type Evidence, type SignerRole } from '../signature/index.ts';
import type { VerifyInput } from './verify-input.ts';

type Ctx = Pick<AppContext, 'db'>;

/** a person checking a few files a day is far below; a script trying codes is stopped */
export const VERIFY_LIMIT = { max: 30, windowSeconds: 15 * 60 };
const limits = (ip: string): Limit[] => [{ key: `verify:ip:${ip}`, ...VERIFY_LIMIT }];

const PAPEL = {
  candidato: ['CANDIDATO', 'Candidato(a)'],
  responsavel: ['RESPONSAVEL', 'Responsável legal'],
  empresa: ['EMPRESA', 'Representante da empresa'],
} as const satisfies Record<SignerRole, readonly [SignatureVerifySigner['PAPEL'], string]>;

const NOT_RECOGNISED: SignatureVerifyAnswer = { RECONHECIDO: false, MENSAGEM: M.notRecognised };
const CODE_SHAPE = /^[346789ABCDEFGHJKMNPQRTUVWXY]{5}-[346789ABCDEFGHJKMNPQRTUVWXY]{5}$/;

/** 'Carla Assinante Teste' → 'Carla A. T.': who signed, recognisable, not a full name to reuse */
export function initialsOf(name: string): string {
  const [first = '', ...rest] = name.trim().split(/\s+/);
  const initials = rest
    .filter((w) => !/^(d[aeo]s?|e)$/i.test(w))
    .map((w) => `${w[0]!.toUpperCase()}.`)
    .join(' ');
  return initials ? `${first} ${initials}` : first;
}

interface Row {
  nome: string;
  nomecli: string;
  sealed_at: Date | string;
  timestamped: boolean | null;
  evidence: Evidence | string;
}

const iso = (v: Date | string) => new Date(v).toISOString();

function answerOf(row: Row, byFile: boolean): SignatureVerifyAnswer {
  const evidence: Evidence = typeof row.evidence === 'string' ? JSON.parse(row.evidence) : row.evidence;
  return {
    RECONHECIDO: true,
    DOCUMENTO: row.nome,
    EMPRESA: row.nomecli,
    ASSINADO_EM: iso(row.sealed_at),
    CARIMBO_DO_TEMPO: row.timestamped === true,
    ASSINANTES: evidence.signers.map((s) => ({
      PAPEL: PAPEL[s.role][0],
      PAPEL_DESCRICAO: PAPEL[s.role][1],
      NOME: initialsOf(s.name),
      CPF: s.cpf,
      ASSINADO_EM: s.signedAt,
    })),
    INALTERADO: byFile ? true : null,
    MENSAGEM: byFile ? M.byFile : M.byCode,
  };
}

const SELECT = sql`select d.nome, c.nomecli, d.sealed_at, d.timestamped, d.evidence
  from kit_document d
  join signature_kit k on k.id = d.kit_id
  join client c on c.codadm = k.codadm and c.codcli = k.codcli
  where d.signed_key is not null and d.evidence is not null`;

async function find(ctx: Ctx, input: VerifyInput): Promise<SignatureVerifyAnswer> {
  if ('file' in input) {
    const [row] = rowsOf<Row>(
      await ctx.db.execute(sql`${SELECT} and d.signed_sha256 = ${sha256Hex(input.file)}`),
    );
    return row ? answerOf(row, true) : NOT_RECOGNISED;
  }
  const code = normaliseVerifyCode(input.code);
  if (!CODE_SHAPE.test(code)) return NOT_RECOGNISED;
  const [row] = rowsOf<Row>(await ctx.db.execute(sql`${SELECT} and d.verify_code = ${code}`));
  return row ? answerOf(row, false) : NOT_RECOGNISED;
}

/** Counts the attempt for the address, then reads what was sent and looks it up. */
export async function verifySignature(
  ctx: Ctx,
  ip: string,
  read: () => Promise<VerifyInput>,
): Promise<SignatureVerifyAnswer> {
  await consumeAttempt(ctx.db, limits(ip));
  return find(ctx, await read());
}
