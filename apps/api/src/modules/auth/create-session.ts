/** Builds the answer of a successful sign-in: tokens plus the session user, candidate and client. */
import { MSG, type LogonAnswerWithRefresh } from '@admissao/domain';
import type { AppContext } from '../../context.ts';
import { unauthorized } from '../../lib/http-errors.ts';
import { clientName, clientsOfStaff, mayHoldSession, type Account } from './accounts.ts';
import { openSession, signAccessToken } from './tokens.ts';

export async function createSession(ctx: AppContext, account: Account): Promise<LogonAnswerWithRefresh> {
  // every way in asks first (with its own answer, before it changes anything); this is the last gate
  if (!mayHoldSession(account)) throw unauthorized(MSG.invalidCredentials);
  if (account.kind === 'staff') {
    const u = account.row;
    const clients = await clientsOfStaff(ctx.db, u.codusuario);
    const single = clients.length === 1 ? clients[0]! : null;
    const { sid, refreshToken } = await openSession(ctx.db, `u:${u.codusuario}`, ctx.tokens);
    return {
      token: await signAccessToken(
        { sub: `u:${u.codusuario}`, adm: u.codadm, role: u.permissao, sv: u.sessionVersion, sid },
        ctx.tokens,
      ),
      refreshToken,
      user: {
        CODADM: u.codadm,
        CODUSUARIO: u.codusuario,
        NOMEUSUARIO: u.nomeusuario,
        EMAIL: u.email ?? '',
        USUARIO: u.usuario,
        PERMISSAO: u.permissao,
        MULTICLIENTE: clients.length > 1,
        TROCAR_SENHA: u.trocarSenha,
      },
      candidate: null,
      client: single,
      clientName: single?.NOMECLI ?? null,
    };
  }
  const c = account.row;
  const nomecli = await clientName(ctx.db, c.codadm, c.codcli);
  const { sid, refreshToken } = await openSession(ctx.db, `c:${c.codcandidato}`, ctx.tokens);
  return {
    token: await signAccessToken(
      {
        sub: `c:${c.codcandidato}`,
        adm: c.codadm,
        cli: c.codcli,
        role: 'CANDIDATO',
        sv: c.sessionVersion,
        sid,
      },
      ctx.tokens,
    ),
    refreshToken,
    user: {
      CODADM: c.codadm,
      CODUSUARIO: c.codcandidato,
      NOMEUSUARIO: c.nome,
      EMAIL: c.email,
      USUARIO: c.email,
      PERMISSAO: 'CANDIDATO',
      MULTICLIENTE: false,
      TROCAR_SENHA: c.trocarSenha,
    },
    candidate: {
      CODADM: c.codadm,
      CODCLI: c.codcli,
      CODCANDIDATO: c.codcandidato,
      NOME: c.nome,
      EMAIL: c.email,
    },
    client: { CODADM: c.codadm, CODCLI: c.codcli, NOMECLI: nomecli ?? '' },
    clientName: nomecli,
  };
}
