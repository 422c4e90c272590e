/**
 * The candidate record (docs/api-candidate-page.md): read by staff and by the candidate (their own
 * id only), the autosave of one field, the section check, the candidate's confirmation and the
 * terms. The record's fields come from the registry (valuesShapeOf(CANDIDATE_FIELDS)), so a field
 * added there is part of this answer by itself.
 */
import { z } from '../zod.ts';
import { CANDIDATE_FIELDS } from '../registry/candidate-fields.ts';
import { VALIDITY_FLAGS, type ValidityFlag } from '../registry/types.ts';
import { valuesShapeOf } from '../registry/value-schema.ts';
import { ZId, ZTimestamp } from './common.ts';
import { op } from './operation.ts';
import { ZTermsHash } from './terms.ts';

/** The record's own columns, beside the registry fields. */
export const ZCandidateIdentity = z.object({
  CODCANDIDATO: z.number().int(),
  CODADM: z.number().int(),
  CODCLI: z.string(),
  CODSTATUS: z.number().int(),
  DESSTATUS: z.string(),
  CORSTATUS: z.string(),
  OBSSTATUS: z.string().nullable(),
  CONFIRM_SEM_DEPENDENTES: z.boolean(),
  DATCADASTRO: ZTimestamp,
  DATULTINTERACAO: ZTimestamp.nullable(),
});

/**
 * Every registry field of the record by its spec name (dates 'yyyy-mm-dd', numbers, booleans; null when
 * empty). Its values are `CandidateValues` (registry/values.ts), from the same value schemas.
 */
export const ZCandidateValues = z.object(valuesShapeOf(CANDIDATE_FIELDS));

type RecordField = (typeof CANDIDATE_FIELDS)[number];
type RegistrationField = Extract<RecordField, { section: 'CADASTRO' }>;
/** The registration data of the record (section CADASTRO, as fieldsOfSection('CADASTRO') lists it). */
export const ZRegistrationValues = z.object(
  valuesShapeOf(CANDIDATE_FIELDS.filter((f): f is RegistrationField => f.section === 'CADASTRO')),
);
export type RegistrationValues = z.output<typeof ZRegistrationValues>;

/** The ISVALID_* flags of the section check. */
export const ZValidityFlags = z.object(
  Object.fromEntries(VALIDITY_FLAGS.map((f) => [f, z.boolean()])) as Record<ValidityFlag, z.ZodBoolean>,
);

/** GET /candidate/{id}: identity, every registry field by name and the ISVALID_* flags. */
export const ZCandidateRecord = ZCandidateIdentity.extend(ZCandidateValues.shape)
  .extend(ZValidityFlags.shape)
  .extend({
    /**
     * staff reads (decision 036): the sensitive fields that have a value, answered as null here —
     * the value comes only from GET /candidate/{id}/sensitive, which is logged
     */
    OCULTOS: z.array(z.string()).optional(),
    /** when the personal data was erased (decision 039): the staff view offers no second 'Anonimizar agora' */
    ANONIMIZADO_EM: ZTimestamp.nullable().optional(),
    /** to the candidate: whom to ask for help, the unit's HR (the help popup, spec 2 §2.1; issue 14) */
    CONTATO_RH: z.object({ UNIDADE: z.string(), EMAIL: z.string() }).nullable().optional(),
  });
export type CandidateRecord = z.output<typeof ZCandidateRecord>;

export const ZEmptyField = z.object({
  reference: z.string(),
  name: z.string(),
  description: z.string(),
  flag: z.enum(VALIDITY_FLAGS),
});
export const ZSectionCheck = ZValidityFlags.extend({ fieldsEmpty: z.array(ZEmptyField) });
export type SectionCheck = z.output<typeof ZSectionCheck>;

/** PATCH /candidate: one field (a registry field or CONFIRM_SEM_DEPENDENTES). */
export const ZFieldPatch = z.object({
  CODCANDIDATO: ZId,
  CODUSUARIO: z.coerce.number().int().positive().optional(),
  FIELD: z.string().min(1).max(60),
  VALUE: z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]),
});
export const ZFieldPatchAnswer = z.object({
  FIELD: z.string(),
  /** as stored (normalised): null when cleared */
  VALUE: z.union([z.string(), z.number(), z.boolean(), z.null()]),
  CODSTATUS: z.number().int(),
  /** the fields this save emptied (the registry's `clears`: the transport lines) */
  CLEARED: z.array(z.string()).optional(),
});
export type FieldPatchAnswer = z.output<typeof ZFieldPatchAnswer>;

export const ZCandidateRef = z.object({ CODCANDIDATO: ZId });

export const candidateRecordApi = {
  get: op({
    method: 'GET',
    path: '/candidate/:id',
    auth: 'any',
    summary:
      'Cadastro do candidato: situação, campos do cadastro e indicadores de validade (o candidato lê só o seu)',
    params: z.object({ id: ZId }),
    response: ZCandidateRecord,
  }),
  patchField: op({
    method: 'PATCH',
    path: '/candidate',
    auth: 'any',
    summary: 'Grava um campo do cadastro (salvamento automático)',
    body: ZFieldPatch,
    response: ZFieldPatchAnswer,
  }),
  checkRequired: op({
    method: 'POST',
    path: '/candidate/check/required',
    auth: 'any',
    summary: 'Validade de cada seção e os campos que faltam',
    body: ZCandidateRef,
    response: ZSectionCheck,
  }),
  confirm: op({
    method: 'POST',
    path: '/candidate/confirm',
    auth: 'candidate',
    summary: 'O candidato envia o cadastro para conferência (situação 4)',
    body: ZCandidateRef,
    response: z.object({ UPDATED: z.number().int(), message: z.string() }),
  }),
  acceptTerms: op({
    method: 'PATCH',
    path: '/candidate/terms',
    auth: 'candidate',
    summary:
      'O candidato aceita a versão vigente dos termos de uso (VERSAO: o hash da versão lida; 409 se mudou). DATACEITETERMOS: o primeiro aceite',
    body: z.object({
      CODCANDIDATO: ZId,
      CODUSUARIO: z.coerce.number().int().optional(),
      VERSAO: ZTermsHash.optional(),
    }),
    response: z.object({
      UPDATED: z.number().int(),
      DATACEITETERMOS: ZTimestamp,
      VERSAO: z.string(),
      ACEITO_EM: ZTimestamp,
    }),
  }),
};
