/**
 * POST /candidate/print (the PDF), POST /candidate/print/link (a signed link with chosen areas and
 * expiry) and the public reading of a link (GET /print/form, /print/form.pdf). Staff calls obey the
 * print rule (status ≥ 3; IMPRIMIR for a MANAGER); a link shows only the areas its letters permit.
 */
import { logAccess, logLinkUse } from '../access-log/index.ts';
import { and, eq } from 'drizzle-orm';
import {
  checkPrintSelection,
  MSG,
  PRINT_MESSAGES,
  printLettersOf,
  PRINT_SECTIONS,
  printSelectionOf,
  type PrintSelection,
  type TenantRef,
} from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { client } from '../../db/schema.ts';
import { badRequest, HttpError, unauthorized } from '../../lib/http-errors.ts';
import type { StaffActor } from '../auth/index.ts';
import { writeAudit } from '../audit/index.ts';
import type { Reader } from '../candidate-record/index.ts';
import { type CandidateRecord, loadRecord } from '../candidate-row/index.ts';
import { loadForAction } from '../lifecycle/index.ts';
import { buildPrintModel } from './print-model.ts';
import { nowSeconds } from '../../lib/hs256-token.ts';
import { signPrintToken, verifyPrintToken } from './print-token.ts';
import { assertLiveLink, recordLink } from '../shared-links/index.ts';
import type { Logo } from './render-pdf.ts';
import { renderInPool } from './render-pool.ts';
import { workKey } from '../../lib/work-limiter.ts';

export const PRINT_LINK_DEFAULT_HOURS = 24;

async function clientLogo(db: Db, tenant: TenantRef): Promise<Logo | null> {
  const [row] = await db
    .select({ bytes: client.logo, mime: client.logoMime })
    .from(client)
    .where(and(eq(client.codadm, tenant.CODADM), eq(client.codcli, tenant.CODCLI)))
    .limit(1);
  return row?.bytes && row.mime ? { bytes: row.bytes, mime: row.mime } : null;
}

async function pdfOf(
  db: Db,
  tenant: TenantRef,
  record: CandidateRecord,
  selection: PrintSelection,
  reader: Reader,
) {
  const model = await buildPrintModel(db, tenant, record, selection, reader);
  const pdf = await renderInPool(model, await clientLogo(db, tenant));
  return { pdf, fileName: `cadastro-${String(record.CODCANDIDATO).padStart(4, '0')}.pdf` };
}

/** Every print area: the whole registration sheet. */
const WHOLE_SHEET = Object.fromEntries(PRINT_SECTIONS.map((s) => [s.key, true])) as PrintSelection;

/**
 * The whole registration sheet of a candidate as the staff print it (every area, sensitive fields
 * masked as the staff view masks them): the kit's FICHA document (issue 33). The caller has
 * checked the candidate and logs the access; no access-log row is written here.
 */
export async function candidateSheetPdf(db: Db, tenant: TenantRef, record: CandidateRecord): Promise<Buffer> {
  return (await pdfOf(db, tenant, record, WHOLE_SHEET, { kind: 'staff' })).pdf;
}

export async function printCandidate(
  ctx: AppContext,
  actor: StaffActor,
  tenant: TenantRef,
  id: number,
  selection: PrintSelection,
) {
  const problem = checkPrintSelection(selection);
  if (problem) throw badRequest(problem);
  const record = await loadForAction(ctx.db, actor, tenant, id, 'print');
  await logAccess(ctx.db, actor, tenant, {
    action: 'IMPRESSAO',
    codcandidato: id,
    detail: printLettersOf(selection),
  });
  return ctx.heavyWork.run(workKey.staff(actor.codusuario), () =>
    pdfOf(ctx.db, tenant, record, selection, actor),
  );
}

export async function createPrintLink(
  ctx: AppContext,
  actor: StaffActor,
  tenant: TenantRef,
  input: { CODCANDIDATO: number; PERMISSOES: string; HORAS?: number },
) {
  const selection = printSelectionOf(input.PERMISSOES);
  if (!selection) throw badRequest(PRINT_MESSAGES.badLetters, { field: 'PERMISSOES' });
  const problem = checkPrintSelection(selection);
  if (problem) throw badRequest(problem, { field: 'PERMISSOES' });
  await loadForAction(ctx.db, actor, tenant, input.CODCANDIDATO, 'printLink');
  await logAccess(ctx.db, actor, tenant, {
    action: 'LINK_IMPRESSAO',
    codcandidato: input.CODCANDIDATO,
    detail: printLettersOf(selection),
  });
  const hours = input.HORAS ?? PRINT_LINK_DEFAULT_HOURS;
  const exp = nowSeconds() + hours * 3600;
  const perm = printLettersOf(selection);
  const lid = await recordLink(ctx.db, {
    kind: 'print',
    tenant,
    codcandidato: input.CODCANDIDATO,
    detail: { PERMISSOES: perm },
    createdBy: actor.codusuario,
    expiresAt: new Date(exp * 1000),
  });
  const token = await signPrintToken(
    { lid, adm: tenant.CODADM, cli: tenant.CODCLI, sub: input.CODCANDIDATO, perm, exp },
    ctx.tokens.secret,
  );
  await writeAudit(ctx.db, {
    actor: actor.subject,
    codadm: tenant.CODADM,
    codcli: tenant.CODCLI,
    entity: 'candidate',
    entityId: input.CODCANDIDATO,
    action: 'print_link',
    newValue: { PERMISSOES: perm, EXPIRA: new Date(exp * 1000).toISOString(), LINK: lid },
  });
  return {
    ID: lid,
    TOKEN: token,
    LINK: `${ctx.config.appUrl.replace(/\/$/, '')}/admin/print/form?token=${token}`,
    PERMISSOES: perm,
    EXPIRA: new Date(exp * 1000).toISOString(),
  };
}

/**
 * The candidate and areas a print token grants: 401 when it is not a valid token or its recorded
 * link is no longer live (revoked, issuer without the right, candidate cancelled), 403 for another client.
 */
async function readToken(ctx: AppContext, token: string | undefined) {
  const claims = token ? verifyPrintToken(token, ctx.tokens.secret) : null;
  const selection = claims ? printSelectionOf(claims.perm) : null;
  if (!claims || !selection) throw unauthorized(MSG.invalidToken);
  const tenant = { CODADM: claims.adm, CODCLI: claims.cli };
  const link = { tenant, codcandidato: claims.sub };
  const { createdBy } = await assertLiveLink(ctx.db, { ...link, lid: claims.lid, kind: 'print' });
  const record = await loadRecord(ctx.db, tenant, claims.sub);
  if (!record) throw new HttpError(403, MSG.invalidToken);
  // each use of the link is a read of the whole record (bank data too): one row, with the link's id
  // (decision 036, issue 31 §3); before, only the link's creation was logged
  const logUse = (form: 'page' | 'pdf') =>
    logLinkUse(
      ctx.db,
      { ...link, createdBy },
      {
        action: 'USO_LINK_IMPRESSAO',
        detail: `LINK ${claims.lid}; ${claims.perm}${form === 'pdf' ? '; PDF' : ''}`,
      },
    );
  return { tenant, record, selection, claims, logUse };
}

export async function printFormByToken(ctx: AppContext, token: string | undefined) {
  const { tenant, record, selection, claims, logUse } = await readToken(ctx, token);
  const model = await buildPrintModel(ctx.db, tenant, record, selection, 'link');
  await logUse('page');
  return { ...model, PERMISSOES: claims.perm, EXPIRA: new Date(claims.exp * 1000).toISOString() };
}

export async function printPdfByToken(ctx: AppContext, token: string | undefined) {
  const { tenant, record, selection, claims, logUse } = await readToken(ctx, token);
  // a link's prints count against the link: its holder cannot use up its issuer's turns
  const file = await ctx.heavyWork.run(workKey.printLink(claims.lid), () =>
    pdfOf(ctx.db, tenant, record, selection, 'link'),
  );
  // logged once the PDF exists (a refused turn read nothing), before it is sent
  await logUse('pdf');
  return file;
}
