/**
 * Recorded bearer links (decision 009): the client's print links (of a candidate) and image-link
 * sheets, listed where they are made, and revoked ('Revogar'). Whoever may make them may manage them.
 */
import { z } from '../zod.ts';
import { SHARED_LINK_STATUSES, SHARED_LINK_TYPES } from '../lifecycle/shared-links.ts';
import { ZId, ZMessageAnswer, ZTimestamp } from './common.ts';
import { op } from './operation.ts';

export const ZSharedLinkQuery = z.object({
  TIPO: z.enum(SHARED_LINK_TYPES, { error: 'Tipo de link inválido.' }),
  CODCANDIDATO: ZId.optional(),
});
export const ZSharedLinkId = z.object({
  ID: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const ZSharedLink = z.object({
  ID: z.number().int(),
  TIPO: z.enum(SHARED_LINK_TYPES),
  /** the candidate of a print link; null for an image-link sheet */
  CODCANDIDATO: z.number().int().nullable(),
  /** print: the area letters; images: document type and range of start dates */
  DETALHE: z.string(),
  CRIADO_POR: z.string(),
  CRIADO_EM: ZTimestamp,
  EXPIRA: ZTimestamp,
  REVOGADO_EM: ZTimestamp.nullable(),
  SITUACAO: z.enum(SHARED_LINK_STATUSES),
});
export type SharedLinkOut = z.output<typeof ZSharedLink>;

export const sharedLinksApi = {
  list: op({
    method: 'GET',
    path: '/candidate/shared-links',
    auth: 'staff',
    summary:
      'Links de impressão (de um candidato) ou folhas de links de imagens do cliente, os mais novos primeiro',
    query: ZSharedLinkQuery,
    response: z.array(ZSharedLink),
  }),
  revoke: op({
    method: 'DELETE',
    path: '/candidate/shared-links/:ID',
    auth: 'staff',
    summary: 'Revoga um link',
    params: ZSharedLinkId,
    response: ZMessageAnswer,
  }),
};
