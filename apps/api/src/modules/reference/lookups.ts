/** Lookup lists of the candidate page (spec 2 §7), answered with the spec's field names. */
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { fieldByName, isImmigrant, normaliseValue, type CityOption, type TenantRef } from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import {
  bank,
  country,
  educationLevel,
  humanRace,
  maritalStatus,
  municipio,
  publicPlace,
} from '../../db/schema.ts';
import { getClientSettings } from '../settings/index.ts';
import { BANK_ALIASES } from './reference-content.ts';

/** 'sao' finds 'São Paulo': accents are folded on both sides. */
const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüç';
const PLAIN = 'aaaaaeeeeiiiiooooouuuuc';

/** Both cases: lower() leaves non-ASCII letters alone under the C locale, so accents go first. */
const ACCENTED_ANY_CASE = `${ACCENTED}${ACCENTED.toUpperCase()}`;
const PLAIN_ANY_CASE = `${PLAIN}${PLAIN.toUpperCase()}`;
/** 'Itaú' → 'itau': what a bank name and a typed filter are compared as. */
const folded = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** Codes of the banks whose common name starts with what was typed ('pag' → PagBank). */
function aliasCodes(filter: string): number[] {
  if (filter.length < 2) return [];
  return Object.entries(BANK_ALIASES).flatMap(([alias, codes]) => (alias.startsWith(filter) ? codes : []));
}

/** A bank matching a name filter: part of its official name, accents and case aside, or a common name. */
function bankNameMatches(filter: string) {
  const f = folded(filter);
  const byName = sql`lower(translate(${bank.nome}, ${ACCENTED_ANY_CASE}, ${PLAIN_ANY_CASE})) like ${like(f)}`;
  const codes = aliasCodes(f);
  return codes.length ? or(byName, inArray(bank.codbanco, codes)) : byName;
}

const like = (filter: string) => `%${filter.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const listMaritalStatus = (db: Db) =>
  db
    .select({ ID: maritalStatus.id, ESTADOCIVIL: maritalStatus.estadocivil })
    .from(maritalStatus)
    .orderBy(asc(maritalStatus.estadocivil));

export const listEducationLevels = (db: Db) =>
  db
    .select({ ID: educationLevel.id, GRAUINSTITUICAO: educationLevel.grauinstrucao })
    .from(educationLevel)
    .orderBy(asc(educationLevel.id));

export const listHumanRaces = (db: Db) =>
  db
    .select({ ID: humanRace.id, RACA: humanRace.raca, ATIVO: humanRace.ativo })
    .from(humanRace)
    .orderBy(asc(humanRace.id));

export const listPublicPlaces = (db: Db) =>
  db
    .select({ ID: publicPlace.id, DESCRICAO: publicPlace.descricao })
    .from(publicPlace)
    .orderBy(asc(publicPlace.descricao));

/**
 * Birthplace and voting municipality search: municipalities by name (or exact IBGE code);
 * for a foreigner who is not naturalised, countries (the birthplace is a country then).
 */
export async function searchCities(
  db: Db,
  q: { FILTER?: string; NACIONALIDADE?: string; NATURALIZADO?: string },
): Promise<CityOption[]> {
  const filter = (q.FILTER ?? '').trim();
  // the registry's rule: an immigrant's birthplace is a country (NATURALIZADO read as the field reads it)
  const naturalised = normaliseValue(fieldByName('NATURALIZADO')!, q.NATURALIZADO);
  if (isImmigrant({ values: { NACIONALIDADE: q.NACIONALIDADE, NATURALIZADO: naturalised } })) {
    const rows = await db
      .select({ code: country.codigo, name: country.nome })
      .from(country)
      .where(
        filter ? or(eq(country.codigo, filter.toUpperCase()), ilike(country.nome, like(filter))) : undefined,
      )
      .orderBy(asc(country.nome))
      .limit(30);
    return rows.map((r) => ({ MUNICIPIO_UF_DADOS: r.code, MUNICIPIO_UF_NOME_COMPLETO: r.name }));
  }
  const rows = await db
    .select({ code: municipio.codigo, name: municipio.nome, uf: municipio.uf })
    .from(municipio)
    .where(
      /^\d{7}$/.test(filter)
        ? eq(municipio.codigo, filter)
        : filter
          ? sql`translate(lower(${municipio.nome}), ${ACCENTED}, ${PLAIN}) like translate(lower(${like(filter)}), ${ACCENTED}, ${PLAIN})`
          : undefined,
    )
    .orderBy(sql`length(${municipio.nome})`, asc(municipio.nome))
    .limit(30);
  return rows.map((r) => ({ MUNICIPIO_UF_DADOS: r.code, MUNICIPIO_UF_NOME_COMPLETO: `${r.name} - ${r.uf}` }));
}

/**
 * Banks by code, name or common name ('itau', 'nubank', BANK_ALIASES), honouring the client's preference (spec 3 §3 BANCO_PREFERENCIA):
 * T all banks; E only the selected bank; P all, the selected one first. `everyBank` (staff choosing the
 * preferred bank on the configuration screen) ignores the preference, which it is about to change.
 */
export async function searchBanks(db: Db, tenant: TenantRef, filter = '', everyBank = false) {
  const settings = everyBank
    ? { BANCO_PREFERENCIA: 'T', BANCO_SELECIONADO: null }
    : await getClientSettings(db, tenant);
  const selected = settings.BANCO_SELECIONADO;
  const f = filter.trim();
  const rows = await db
    .select({ CODBACEN: bank.codbacen, BANCO_NOME: bank.nome, CODBANCO: bank.codbanco })
    .from(bank)
    .where(
      and(
        settings.BANCO_PREFERENCIA === 'E' && selected ? eq(bank.codbanco, selected) : undefined,
        f ? (/^\d{1,3}$/.test(f) ? eq(bank.codbanco, Number(f)) : bankNameMatches(f)) : undefined,
      ),
    )
    .orderBy(
      settings.BANCO_PREFERENCIA === 'P' && selected
        ? sql`${bank.codbanco} <> ${selected}`
        : asc(bank.codbanco),
      asc(bank.codbanco),
    )
    .limit(50);
  return rows;
}
