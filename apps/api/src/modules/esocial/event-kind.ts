/**
 * Which admission event a candidate has (the domain's admissionEventKindOf, decision 078): the routes
 * of one event answer 409 ESOCIAL_WRONG_EVENT for a candidate of the other, with a pt-BR message and
 * the item naming the job type, in the shape of a pre-check's answer.
 */
import {
  admissionEventKindOf,
  fieldByName,
  WRONG_EVENT_MSG,
  type AdmissionEventKind,
} from '@admissao/domain';
import { HttpError } from '../../lib/http-errors.ts';
import type { LoadedS2200 } from './load-s2200-input.ts';

/** The job type decides the event (an intern's is ESTAGIO). */
const KIND_FIELD = fieldByName('TIPOCARGO')!;

/** The loaded candidate when their admission is this event; the 409 otherwise. */
export function requireEventKind<L extends LoadedS2200>(loaded: L, kind: AdmissionEventKind): L {
  if (admissionEventKindOf(loaded.record.values) === kind) return loaded;
  const mensagem = WRONG_EVENT_MSG[kind];
  throw new HttpError(409, mensagem, {
    code: 'ESOCIAL_WRONG_EVENT',
    CODCANDIDATO: loaded.record.CODCANDIDATO,
    PRONTO: false,
    PENDENCIAS: [{ campo: KIND_FIELD.name, rotulo: KIND_FIELD.label, mensagem }],
  });
}
