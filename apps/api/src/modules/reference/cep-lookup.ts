/**
 * GET /candidate/data/cep/{cep} (docs/design.md §6): asks a ViaCEP-compatible service with a
 * short timeout and keeps the answer; when the service cannot be reached the candidate
 * types the address by hand (503 with a pt-BR message).
 */
import { sql } from 'drizzle-orm';
import type { CepAnswer } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { cepCache, publicPlace } from '../../db/schema.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';

export const CEP_MESSAGES = {
  notFound: 'CEP não encontrado.',
  unavailable: 'Serviço de CEP indisponível. Preencha o endereço manualmente.',
} as const;

const TIMEOUT_MS = 2500;
/** a CEP that exists is kept for 30 days, one that does not for a day */
const KEEP_DAYS = { found: 30, missing: 1 };

interface ViaCep {
  logradouro?: string;
  bairro?: string;
  localidade?: string;
  uf?: string;
  ibge?: string;
  erro?: boolean | string;
}

async function fetchCep(baseUrl: string, cep: string): Promise<ViaCep | null> {
  try {
    const res = await fetch(`${baseUrl}/ws/${cep}/json/`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (res.status === 400 || res.status === 404) return { erro: true };
    if (!res.ok) return null;
    return (await res.json()) as ViaCep;
  } catch {
    return null;
  }
}

/** 'Rua das Flores' → street type Rua (33) and 'das Flores'; unknown types keep the whole name. */
async function splitStreet(db: Db, logradouro: string) {
  const types = await db.select().from(publicPlace);
  const found = types
    .sort((a, b) => b.descricao.length - a.descricao.length)
    .find((t) => logradouro.toLowerCase().startsWith(`${t.descricao.toLowerCase()} `));
  return found
    ? { id: found.id, type: found.descricao, rest: logradouro.slice(found.descricao.length + 1).trim() }
    : { id: 33, type: 'Rua', rest: logradouro };
}

export async function lookupCep(db: Db, baseUrl: string, rawCep: string): Promise<CepAnswer> {
  const cep = rawCep.replace(/\D/g, '');
  const [cached] = await db
    .select()
    .from(cepCache)
    .where(
      sql`${cepCache.cep} = ${cep} and ${cepCache.fetchedAt} > now() - make_interval(days => case when ${cepCache.answer} is null then ${KEEP_DAYS.missing}::int else ${KEEP_DAYS.found}::int end)`,
    )
    .limit(1);
  let answer = cached ? (cached.answer as ViaCep | null) : undefined;
  if (answer === undefined) {
    const fetched = await fetchCep(baseUrl, cep);
    if (!fetched) throw new HttpError(503, CEP_MESSAGES.unavailable);
    answer = fetched.erro ? null : fetched;
    await db
      .insert(cepCache)
      .values({ cep, answer })
      .onConflictDoUpdate({ target: cepCache.cep, set: { answer, fetchedAt: new Date() } });
  }
  if (!answer) throw notFound(CEP_MESSAGES.notFound);
  const street = await splitStreet(db, answer.logradouro ?? '');
  return {
    CEP: cep,
    IDLOGRADOURO: street.id,
    LOGRADOURO: street.type,
    ENDERECO: street.rest,
    BAIRRO: answer.bairro ?? '',
    CIDADE: answer.localidade ?? '',
    CODCIDADE: answer.ibge ?? '',
    UF: answer.uf ?? '',
  };
}
