/**
 * Lookup lists of the candidate page (spec 2 §7, decision 017), answered with the spec's field
 * names: short reference lists, municipality and bank searches, and the address of a CEP.
 */
import { z } from '../zod.ts';
import { op } from './operation.ts';

export const ZMaritalStatus = z.object({ ID: z.string(), ESTADOCIVIL: z.string() });
export const ZEducationLevel = z.object({ ID: z.number().int(), GRAUINSTITUICAO: z.string() });
export const ZHumanRace = z.object({ ID: z.number().int(), RACA: z.string(), ATIVO: z.boolean() });
export const ZPublicPlace = z.object({ ID: z.number().int(), DESCRICAO: z.string() });

const ZFilter = z.string().trim().max(60).optional();

/** Municipalities (or countries, for a foreigner not naturalised) whose name holds FILTER. */
export const ZCitySearch = z.object({
  FILTER: ZFilter,
  NACIONALIDADE: z.string().max(3).optional(),
  NATURALIZADO: z.string().max(5).optional(),
});
export const ZCityOption = z.object({
  /** IBGE code of the municipality, or the country's ISO code */
  MUNICIPIO_UF_DADOS: z.string(),
  /** 'São Paulo - SP', or the country's name */
  MUNICIPIO_UF_NOME_COMPLETO: z.string(),
});
export type CityOption = z.output<typeof ZCityOption>;

/** Banks by code or name; `edit=true` (staff choosing the client's preferred bank) ignores the preference. */
export const ZBankSearch = z.object({ FILTER: ZFilter, edit: z.string().max(10).optional() });
export const ZBank = z.object({ CODBACEN: z.string(), BANCO_NOME: z.string(), CODBANCO: z.number().int() });
export type Bank = z.output<typeof ZBank>;

export const ZCepParam = z.object({ cep: z.string().regex(/^\d{5}-?\d{3}$/, 'CEP inválido.') });
/** The address of a CEP; the street is split into its type (public_place) and the rest. */
export const ZCepAnswer = z.object({
  /** eight digits */
  CEP: z.string(),
  /** street type id (public_place) */
  IDLOGRADOURO: z.number().int(),
  /** street type name */
  LOGRADOURO: z.string(),
  ENDERECO: z.string(),
  BAIRRO: z.string(),
  CIDADE: z.string(),
  /** IBGE code of the municipality */
  CODCIDADE: z.string(),
  UF: z.string(),
});
export type CepAnswer = z.output<typeof ZCepAnswer>;

export const lookupsApi = {
  maritalStatus: op({
    method: 'GET',
    path: '/candidate/data/marital_status',
    auth: 'any',
    summary: 'Estados civis',
    response: z.array(ZMaritalStatus),
  }),
  educationLevels: op({
    method: 'GET',
    path: '/candidate/data/education_level',
    auth: 'any',
    summary: 'Graus de instrução',
    response: z.array(ZEducationLevel),
  }),
  humanRaces: op({
    method: 'GET',
    path: '/candidate/data/human_race',
    auth: 'any',
    summary: 'Raças/cores (ATIVO false: não oferecida)',
    response: z.array(ZHumanRace),
  }),
  publicPlaces: op({
    method: 'GET',
    path: '/candidate/data/public_place',
    auth: 'any',
    summary: 'Tipos de logradouro',
    response: z.array(ZPublicPlace),
  }),
  cities: op({
    method: 'GET',
    path: '/candidate/data/cities',
    auth: 'any',
    summary: 'Busca municípios (ou países, para estrangeiro não naturalizado) pelo nome ou código',
    query: ZCitySearch,
    response: z.array(ZCityOption),
  }),
  banks: op({
    method: 'GET',
    path: '/candidate/data/banks',
    auth: 'any',
    summary: 'Busca bancos pelo código ou nome, segundo a preferência de banco do cliente',
    query: ZBankSearch,
    response: z.array(ZBank),
  }),
  cep: op({
    method: 'GET',
    path: '/candidate/data/cep/:cep',
    auth: 'any',
    summary: 'Endereço de um CEP (503 quando o serviço de CEP não responde)',
    params: ZCepParam,
    response: ZCepAnswer,
  }),
};
