/**
 * What belongs to a candidate beside the record (docs/api-candidate-page.md): dependents,
 * authorized persons for the delivery address, custom field values, and the status change
 * (staff) or the reply to a status observation (the candidate). The dependents' and authorized
 * persons' fields come from the registry (DEPENDENT_FIELDS, AUTHORIZED_PERSON_FIELDS).
 */
import { z } from '../zod.ts';
import { AUTHORIZED_PERSON_FIELDS, DEPENDENT_FIELDS } from '../registry/dependent.ts';
import { valuesShapeOf } from '../registry/value-schema.ts';
import { ZCustomFieldValue, ZId, ZMessageAnswer } from './common.ts';
import { ZLines } from '../schemas/common.ts';
import { op } from './operation.ts';

/** A field value as a dialog sends it; the registry's rules check it (validateFields). */
const ZSentValue = z.union([z.string().max(300), z.number(), z.boolean(), z.null()]).optional();
/** The fields of a dependent or authorized person as sent, by name. */
export const ZSentFields = z.record(z.string().max(40), ZSentValue);

/**
 * staff reads (decision 081, as the record's in 036): a row's sensitive fields that have a value
 * (a dependent's PCD), answered as null — the value comes only from GET /candidate/{id}/sensitive
 * with the row's code, which is logged
 */
const ZHidden = z.array(z.string()).optional();
/**
 * A row sent back as it was read may carry its OCULTOS: accepted and ignored (a masked field sent
 * empty keeps its stored value, decision 081), so the staff's form needs no special case.
 */
const ZSentHidden = z.array(z.string().max(40)).max(50).optional();

export const ZDependentSave = z
  .object({ CODCANDIDATO: ZId, CODDEP: ZId.optional(), OCULTOS: ZSentHidden })
  .catchall(ZSentValue);
export const ZDependentUpdate = ZDependentSave.required({ CODDEP: true });

export const ZDependent = z.object({
  CODDEP: z.number().int(),
  ...valuesShapeOf(DEPENDENT_FIELDS),
  OCULTOS: ZHidden,
});
export type Dependent = z.output<typeof ZDependent>;

export const ZAuthorizedSave = z
  .object({ CODCANDIDATO: ZId, IDPESSOA: ZId.optional(), OCULTOS: ZSentHidden })
  .catchall(ZSentValue);
export const ZAuthorizedUpdate = ZAuthorizedSave.required({ IDPESSOA: true });
export const ZAuthorizedPerson = z.object({
  IDPESSOA: z.number().int(),
  ...valuesShapeOf(AUTHORIZED_PERSON_FIELDS),
  OCULTOS: ZHidden,
});
export type AuthorizedPerson = z.output<typeof ZAuthorizedPerson>;

export const ZCustomValueSave = z.object({
  CODCANDIDATO: ZId,
  CODUSUARIO: ZId.optional(),
  CODINFO: ZId,
  DESCRICAO: z.string().max(255),
});

/** Staff move the candidate to 5, 11, 12 or 14 with a note; the candidate replies (10). */
export const ZStatusChange = z.object({
  CODCANDIDATO: ZId.optional(),
  CODUSUARIO: ZId.optional(),
  CODSTATUS: z.coerce.number().int(),
  OBSSTATUS: ZLines('Observação', { max: 200 }),
});
export type StatusChange = z.output<typeof ZStatusChange>;
/** The new status; staff get its description and colour too. */
export const ZStatusChangeAnswer = z.object({
  CODCANDIDATO: z.number().int(),
  CODSTATUS: z.number().int(),
  DESSTATUS: z.string().optional(),
  CORSTATUS: z.string().optional(),
  message: z.string(),
});
export type StatusChangeAnswer = z.output<typeof ZStatusChangeAnswer>;

const ZIdParam = z.object({ id: ZId });

export const candidateExtrasApi = {
  dependents: op({
    method: 'GET',
    path: '/candidate/dependents/:id',
    auth: 'any',
    summary: 'Dependentes do candidato',
    params: ZIdParam,
    response: z.array(ZDependent),
  }),
  addDependent: op({
    method: 'POST',
    path: '/candidate/dependent',
    auth: 'any',
    summary: 'Inclui um dependente',
    body: ZDependentSave,
    status: 201,
    response: ZDependent.extend({ message: z.string() }),
  }),
  updateDependent: op({
    method: 'PUT',
    path: '/candidate/dependent',
    auth: 'any',
    summary: 'Altera um dependente',
    body: ZDependentUpdate,
    response: ZDependent.extend({ message: z.string() }),
  }),
  removeDependent: op({
    method: 'DELETE',
    path: '/candidate/dependent',
    auth: 'any',
    summary: 'Exclui um dependente',
    body: z.object({ CODCANDIDATO: ZId, CODDEP: ZId }),
    response: ZMessageAnswer,
  }),
  authorizations: op({
    method: 'GET',
    path: '/candidate/authorizations/:id',
    auth: 'any',
    summary: 'Pessoas autorizadas a receber equipamentos (até 2)',
    params: ZIdParam,
    response: z.array(ZAuthorizedPerson),
  }),
  addAuthorization: op({
    method: 'POST',
    path: '/candidate/authorization',
    auth: 'any',
    summary: 'Inclui uma pessoa autorizada',
    body: ZAuthorizedSave,
    status: 201,
    response: ZAuthorizedPerson,
  }),
  updateAuthorization: op({
    method: 'PUT',
    path: '/candidate/authorization',
    auth: 'any',
    summary: 'Altera uma pessoa autorizada',
    body: ZAuthorizedUpdate,
    response: ZAuthorizedPerson,
  }),
  removeAuthorization: op({
    method: 'DELETE',
    path: '/candidate/authorization',
    auth: 'any',
    summary: 'Exclui uma pessoa autorizada',
    body: z.object({ CODCANDIDATO: ZId, IDPESSOA: ZId }),
    response: ZMessageAnswer,
  }),
  customValues: op({
    method: 'GET',
    path: '/candidate/customFieldsData/:id',
    auth: 'any',
    summary: 'Valores dos campos adicionais do candidato',
    params: ZIdParam,
    response: z.array(ZCustomFieldValue),
  }),
  saveCustomValue: op({
    method: 'PUT',
    path: '/candidate/customFieldsData',
    auth: 'any',
    summary: 'Grava o valor de um campo adicional (vazio o remove)',
    body: ZCustomValueSave,
    response: ZCustomFieldValue,
  }),
  /** Spec 3 §7 lists POST beside PUT: it adds a value, so an empty one is refused rather than removing. */
  addCustomValue: op({
    method: 'POST',
    path: '/candidate/customFieldsData',
    auth: 'any',
    summary: 'Inclui o valor de um campo adicional',
    body: ZCustomValueSave.extend({
      DESCRICAO: z.string().trim().min(1, 'Informe o valor do campo.').max(255, 'Máximo de 255 caracteres.'),
    }),
    status: 201,
    response: ZCustomFieldValue,
  }),
  changeStatus: op({
    method: 'POST',
    path: '/candidate/data/change',
    auth: 'any',
    summary: 'Muda a situação com uma observação (equipe) ou responde à observação (candidato)',
    body: ZStatusChange,
    response: ZStatusChangeAnswer,
  }),
};
