/**
 * Bearer links staff hand out — print links (one candidate) and image-link sheets (many) — are
 * recorded and die with their reason (decision 009): revoked by staff, expired, the issuer disabled,
 * removed from the client or without the permission any more, or the candidate cancelled.
 */
export const SHARED_LINK_TYPES = ['impressao', 'imagens'] as const;
export type SharedLinkType = (typeof SHARED_LINK_TYPES)[number];

export const SHARED_LINK_STATUSES = ['ATIVO', 'EXPIRADO', 'REVOGADO', 'SEM_EFEITO'] as const;
export type SharedLinkStatus = (typeof SHARED_LINK_STATUSES)[number];

export const SHARED_LINK_STATUS_LABELS = {
  ATIVO: 'Ativo',
  EXPIRADO: 'Expirado',
  REVOGADO: 'Revogado',
  // the issuer lost the authority to give it (disabled, removed from the client, permission taken)
  SEM_EFEITO: 'Sem efeito',
} as const satisfies Record<SharedLinkStatus, string>;

export const SHARED_LINK_MESSAGES = {
  revoked: 'Link revogado.',
  notFound: 'Link não encontrado.',
  alreadyEnded: 'Este link já não está ativo.',
} as const;
