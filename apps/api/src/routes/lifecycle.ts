/**
 * Staff lifecycle calls of spec 3 §7 (docs/api-lifecycle.md): the admin edit of registration data and
 * Finalizar, Reabrir, Reenviar Pendente, Reset Senha, Cancelar. Rules live in the domain's rule table,
 * enforced by the modules; routes only parse and pass on.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { assertSelf, requireTenant, staffOf } from '../plugins/auth.ts';
import { cancelCandidate, reopenCandidate } from '../modules/lifecycle/reopen-cancel.ts';
import { finalizeCandidate, resendPending } from '../modules/lifecycle/finalize.ts';
import { resetCandidatePassword } from '../modules/lifecycle/reset-password.ts';
import { updatePersonal } from '../modules/lifecycle/update-personal.ts';

const ZId = z.coerce.number().int().positive().max(2147483647);
export const ZLifecycleAction = z.object({ CODCANDIDATO: ZId, CODUSUARIO: ZId.optional() });
const ZText = (max: number) => z.union([z.string().max(max), z.null()]).optional();
export const ZPersonalEdit = z.object({
  CODCANDIDATO: ZId,
  CODUSUARIO: ZId.optional(),
  NOME: ZText(70),
  EMAIL: ZText(100),
  CODUNIDADE: z.union([ZId, z.null()]).optional(),
  TIPOCARGO: ZText(10),
  CARGO: ZText(50),
  DATINICIO: ZText(10),
  VAGA: ZText(50),
  GESTOR: ZText(50),
  RECRUTADOR: ZText(50),
  OBSERVACOES: ZText(500),
  REUTILIZAR_EMAIL: z.boolean().optional(),
});

/** The staff caller, the client it acts on, and the payload's CODUSUARIO checked against it. */
export function staffScope(req: FastifyRequest, codusuario: number | undefined) {
  const actor = staffOf(req);
  assertSelf(actor.codusuario, codusuario);
  return { actor, tenant: requireTenant(actor) };
}

const ACTIONS = {
  finalize: finalizeCandidate,
  reopen: reopenCandidate,
  resend: resendPending,
  reset: resetCandidatePassword,
  cancel: cancelCandidate,
} as const;

export const lifecycleRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const staff = { auth: 'staff' as const };
  app.patch('/candidate/personal', { config: staff, schema: { body: ZPersonalEdit } }, (req) => {
    const { actor, tenant } = staffScope(req, req.body.CODUSUARIO);
    const { CODUSUARIO: _self, ...input } = req.body;
    return updatePersonal(ctx, actor, tenant, input);
  });
  for (const [name, run] of Object.entries(ACTIONS))
    app.post(`/candidate/${name}`, { config: staff, schema: { body: ZLifecycleAction } }, (req) => {
      const { actor, tenant } = staffScope(req, req.body.CODUSUARIO);
      return run(ctx, actor, tenant, req.body.CODCANDIDATO);
    });
};
