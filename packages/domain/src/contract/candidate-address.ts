/**
 * The address saved as a whole (spec 2 §7, spec 3 §7: PUT /candidate/address/main and
 * /candidate/address/delivery). The fields are the registry's ENDERECO and ENTREGA sections; a
 * field left out keeps its stored value, null empties it. The page's field-by-field autosave
 * (PATCH /candidate) stays; these calls save an address in one statement — the delivery call is
 * what 'Copiar para entrega' sends.
 */
import { z } from '../zod.ts';
import { ADDRESS_FIELDS, DELIVERY_FIELDS } from '../registry/address.ts';
import type { FieldDef } from '../registry/types.ts';
import { valuesShapeOf } from '../registry/value-schema.ts';
import { ZId } from './common.ts';
import { op } from './operation.ts';

/** A value as the form sends it; the registry's rules check it. */
const ZSentValue = z.union([z.string().max(300), z.number(), z.boolean(), z.null()]).optional();
const sentShapeOf = <const Fs extends readonly FieldDef[]>(fields: Fs) =>
  Object.fromEntries(fields.map((f) => [f.name, ZSentValue])) as {
    [F in Fs[number] as F['name']]: typeof ZSentValue;
  };

const ZWho = z.object({ CODCANDIDATO: ZId, CODUSUARIO: ZId.optional() });
export const ZMainAddressSave = ZWho.extend(sentShapeOf(ADDRESS_FIELDS));
export const ZDeliveryAddressSave = ZWho.extend(sentShapeOf(DELIVERY_FIELDS));

const ZSaved = z.object({ CODCANDIDATO: z.number().int(), CODSTATUS: z.number().int(), message: z.string() });
export const ZMainAddressAnswer = ZSaved.extend(valuesShapeOf(ADDRESS_FIELDS));
export const ZDeliveryAddressAnswer = ZSaved.extend(valuesShapeOf(DELIVERY_FIELDS));
/** The answer of each call: the saved address as stored. */
export interface AddressAnswers {
  main: z.output<typeof ZMainAddressAnswer>;
  delivery: z.output<typeof ZDeliveryAddressAnswer>;
}

/** Which address a call saves, and its fields. */
export const ADDRESS_PARTS = { main: ADDRESS_FIELDS, delivery: DELIVERY_FIELDS } as const satisfies Record<
  string,
  readonly FieldDef[]
>;
export type AddressPart = keyof typeof ADDRESS_PARTS;

/** What the page shows when a call fails (spec 3 §8). */
export const ADDRESS_ERROR_TITLES = {
  main: 'Erro ao atualizar o endereço',
  delivery: 'Erro ao copiar os dados do endereço',
} as const satisfies Record<AddressPart, string>;

export const candidateAddressApi = {
  saveMain: op({
    method: 'PUT',
    path: '/candidate/address/main',
    auth: 'any',
    summary: 'Grava o endereço residencial inteiro',
    body: ZMainAddressSave,
    response: ZMainAddressAnswer,
  }),
  saveDelivery: op({
    method: 'PUT',
    path: '/candidate/address/delivery',
    auth: 'any',
    summary: 'Grava o endereço de entrega inteiro (também ao copiar o residencial)',
    body: ZDeliveryAddressSave,
    response: ZDeliveryAddressAnswer,
  }),
};
