/**
 * GET /candidate/images/link/{token} (LINK_IMAGENS, docs/api-configuration.md): the token alone is the
 * credential, so the file is served only while the sheet it came from is live (decision 009) and it is
 * still an active file of that candidate, document type and client — a link never outlives a
 * revocation, its issuer's rights, a cancellation, a removal, an edit or a move of the candidate.
 */
import { and, eq } from 'drizzle-orm';
import { DOC_MSG, MSG } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { candidate, documentFile } from '../../db/schema.ts';
import { notFound, unauthorized } from '../../lib/http-errors.ts';
import { verifyImageLink } from './image-link-token.ts';
import { assertLiveLink } from '../shared-links/index.ts';
import type { FileRow } from './document-files.ts';

export async function findLinkedFile(ctx: AppContext, token: string): Promise<FileRow> {
  const claims = verifyImageLink(token, ctx.tokens.secret);
  if (!claims) throw unauthorized(MSG.invalidToken);
  const codcandidato = Number(claims.sub.slice(2));
  const tenant = { CODADM: claims.adm, CODCLI: claims.cli };
  await assertLiveLink(ctx.db, { lid: claims.lid, kind: 'image', tenant, codcandidato });
  const [row] = await ctx.db
    .select({ file: documentFile })
    .from(documentFile)
    .innerJoin(candidate, eq(candidate.codcandidato, documentFile.codcandidato))
    .where(
      and(
        eq(documentFile.codimagem, claims.img),
        eq(documentFile.codcandidato, codcandidato),
        eq(documentFile.codtipodoc, claims.doc),
        eq(documentFile.active, true),
        eq(candidate.codadm, claims.adm),
        eq(candidate.codcli, claims.cli),
      ),
    );
  if (!row) throw notFound(DOC_MSG.fileNotFound);
  return row.file;
}
