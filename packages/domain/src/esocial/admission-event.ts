/**
 * Which eSocial event registers a candidate's admission (decision 078): the S-2200 for an employee,
 * the S-2300 (TSVE, category 901) for an intern. The one place that decides it; the API's routes of
 * each event refuse the other's candidates with a message naming the right one.
 */
import { isIntern } from '../registry/benefits.ts';

export type AdmissionEventKind = 'S-2200' | 'S-2300';

export const admissionEventKindOf = (values: Readonly<Record<string, unknown>>): AdmissionEventKind =>
  isIntern({ ...values }) ? 'S-2300' : 'S-2200';

/** Why a candidate has no event of this kind, pointing to the one they have. */
export const WRONG_EVENT_MSG = {
  'S-2200': 'Este candidato é estagiário: o evento dele é o S-2300 (use eSocial S-2300).',
  'S-2300': 'Este candidato não é estagiário: o evento dele é o S-2200 (use eSocial S-2200).',
} as const satisfies Record<AdmissionEventKind, string>;
