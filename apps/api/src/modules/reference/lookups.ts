/** Lookup lists of the candidate page (spec 2 §7), answered with the spec's field names. */
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { CityOption, TenantRef } from '@admissao/domain';
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
import { getClientSettings } from '../settings/client-settings.ts';

/** 'sao' finds 'São Paulo': accents are folded on both sides. */
const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüç';
const PLAIN = 'aaaaaeeeeiiiiooooouuuuc';

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
  const foreign = q.NACIONALIDADE === 'EST' && !['true', 'S', '1'].includes(q.NATURALIZADO ?? '');
  if (foreign) {
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
 * Banks by code or name, honouring the client's preference (spec 3 §3 BANCO_PREFERENCIA):
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
        f ? (/^\d{1,3}$/.test(f) ? eq(bank.codbanco, Number(f)) : ilike(bank.nome, like(f))) : undefined,
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
