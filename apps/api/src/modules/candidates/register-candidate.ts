/**
 * POST /candidate (spec 3 §5 "Registration"): validates the registration fields from the
 * registry, the unit and the admin-filled custom fields, handles the e-mail outcomes of
 * spec 3 §4, then in one transaction stores the candidate (status 1), issues the access
 * code and queues the access e-mail. Delivery happens later: SMTP never blocks registration.
 */
import { sql } from 'drizzle-orm';
import {
  CANDIDATE_FIELDS,
  isoDateInBrazil,
  normaliseValue,
  REGISTRATION_FIELDS,
  STATUS,
  storedValuesOf,
  validateFields,
  withForcedValues,
  type CandidateCreate,
  type FieldDef,
  type TenantRef,
} from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { candidate, customFieldData } from '../../db/schema.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts';
import { pgErrorCode, UNIQUE_VIOLATION } from '../../lib/pg-errors.ts';
import { writeAudit } from '../audit/index.ts';
import { clientName } from '../auth/index.ts';
import { checkCustomValues, listCustomFields } from '../custom-fields/index.ts';
import { getClientSettings } from '../settings/index.ts';
import { findUnit } from '../units/index.ts';
import { EMAIL_UNAVAILABLE } from './check-email.ts';
import { claimEmail, EMAIL_RULE_MESSAGES, retireEmail } from './email-rule.ts';
import { sendAccessLink } from './send-access-link.ts';

export const REGISTRATION_MESSAGES = {
  registered: 'Candidato cadastrado com sucesso!',
  startBeforeToday: 'A data de início não pode ser anterior à data de hoje.',
  unitNotFound: 'Unidade não encontrada.',
  ...EMAIL_RULE_MESSAGES,
} as const;

type Values = Record<string, unknown>;

export async function registerCandidate(
  ctx: AppContext,
  tenant: TenantRef,
  codusuario: number,
  input: CandidateCreate,
): Promise<{ CODCANDIDATO: number; LINK: string; message: string }> {
  const settings = await getClientSettings(ctx.db, tenant);
  // a value a rule fixes (an intern's CARGO) replaces what was sent
  const values: Values = withForcedValues(REGISTRATION_FIELDS, { settings, values: { ...input } });
  const [issue] = validateFields(REGISTRATION_FIELDS, { settings, values });
  if (issue) throw badRequest(issue.message, { field: issue.field });
  // a field hidden by the rules or the client's settings is not stored, whatever was sent for it
  const row = storedValuesOf(REGISTRATION_FIELDS, { settings, values });
  if (String(row.DATINICIO) < isoDateInBrazil())
    throw badRequest(REGISTRATION_MESSAGES.startBeforeToday, { field: 'DATINICIO' });
  if (!(await findUnit(ctx.db, tenant, Number(row.CODUNIDADE))))
    throw notFound(REGISTRATION_MESSAGES.unitNotFound);
  const custom = checkCustomValues(
    await listCustomFields(ctx.db, tenant, 'A'),
    input.CAMPOS_ADICIONAIS ?? [],
  );

  const email = String(row.EMAIL);
  const retired = await claimEmail(ctx.db, tenant, email, {
    self: null,
    reuse: input.REUTILIZAR_EMAIL === true,
  });

  const nomecli = (await clientName(ctx.db, tenant.CODADM, tenant.CODCLI)) ?? '';
  const actor = `u:${codusuario}`;
  try {
    return await ctx.db.transaction(async (tx) => {
      if (retired !== null) await retireEmail(tx, tenant, retired, actor);
      const [created] = await tx
        .insert(candidate)
        .values({
          codadm: tenant.CODADM,
          codcli: tenant.CODCLI,
          // stored in upper case by the registry (NOME is upperCase)
          nome: String(row.NOME),
          email,
          codstatus: STATUS.CADASTRADO,
          datinicio: String(row.DATINICIO),
          codunidade: Number(row.CODUNIDADE),
          tipocargo: row.TIPOCARGO as string,
          cargo: row.CARGO as string | null,
          vaga: row.VAGA as string | null,
          gestor: row.GESTOR as string | null,
          recrutador: row.RECRUTADOR as string | null,
          telefone: row.TELEFONE as string | null,
          celular: row.CELULAR as string | null,
          observacoes: row.OBSERVACOES as string | null,
          codbanco: input.CODBANCO ?? null,
          codusuarioCadastro: codusuario,
        })
        .returning({ codcandidato: candidate.codcandidato });
      const codcandidato = created!.codcandidato;
      // the registry's defaults (street type Rua, delivery UF SP) start the record
      const defaults = (CANDIDATE_FIELDS as readonly FieldDef[]).filter(
        (f) => f.default !== undefined && f.editableBy.includes('candidate'),
      );
      if (defaults.length)
        await tx.execute(
          sql`update candidate set ${sql.join(
            defaults.map((f) => sql`${sql.identifier(f.column)} = ${normaliseValue(f, f.default)}`),
            sql`, `,
          )} where codcandidato = ${codcandidato}`,
        );
      if (custom.length) await tx.insert(customFieldData).values(custom.map((c) => ({ codcandidato, ...c })));
      await writeAudit(tx, {
        actor,
        codadm: tenant.CODADM,
        codcli: tenant.CODCLI,
        entity: 'candidate',
        entityId: codcandidato,
        action: 'create',
        newValue: { ...row, CAMPOS_ADICIONAIS: custom },
      });
      const link = await sendAccessLink(tx, ctx, tenant, {
        codcandidato,
        email,
        // greeted as staff typed the name (stored in upper case)
        name: String(values.NOME).trim(),
        nomecli,
      });
      return { CODCANDIDATO: codcandidato, LINK: link, message: REGISTRATION_MESSAGES.registered };
    });
  } catch (err) {
    // another registration took the e-mail meanwhile: answer as the check would now
    if (pgErrorCode(err) !== UNIQUE_VIOLATION) throw err;
    await claimEmail(ctx.db, tenant, email, { self: null, reuse: false });
    throw new HttpError(409, EMAIL_UNAVAILABLE, { field: 'EMAIL' });
  }
}
