/** Saves one address as a whole (PUT /candidate/address/main or /delivery, spec 2 §7). */
import { candidateAddressApi, type AddressPart } from '@admissao/domain';
import { call } from '../../../lib/call';

/** The address fields by name, each as the registry stores it. */
type Fields = Record<string, string | number | boolean | null>;

const OPERATIONS = {
  main: candidateAddressApi.saveMain,
  delivery: candidateAddressApi.saveDelivery,
} as const satisfies Record<AddressPart, unknown>;

export const saveAddress = (part: AddressPart, CODCANDIDATO: number, fields: Fields) =>
  call(OPERATIONS[part], { body: { ...fields, CODCANDIDATO } });
