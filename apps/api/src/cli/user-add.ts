/**
 * `npm run user:add -- --adm 1 --cli 001 --client-name "Empresa" --login ana --email ana@x.com.br --name "Ana"`
 * creates the first ADMIN of a new installation (and its admin account and client when
 * missing). A temporary password meeting the rules is printed once; it must be changed at
 * the first sign-in.
 */
import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { checkPassword, allPermissions, textMessage } from '@admissao/domain';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { adminAccount, client, membership, staffUser } from '../db/schema.ts';
import { flagValues } from '../db/staff-flags.ts';
import { hashPassword } from '../modules/auth/index.ts';
import { loadReferenceData } from '../modules/reference/index.ts';

const { values } = parseArgs({
  options: {
    adm: { type: 'string' },
    cli: { type: 'string' },
    'client-name': { type: 'string' },
    login: { type: 'string' },
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string', default: 'ADMIN' },
  },
});

function fail(msg: string): never {
  console.error(msg);
  process.exit(1);
}

const codadm = Number(values.adm);
if (!Number.isSafeInteger(codadm) || codadm <= 0) fail('--adm: código numérico da conta administradora');
if (!values.cli || !/^\d{3}$/.test(values.cli)) fail('--cli: código do cliente com 3 dígitos (ex.: 001)');
if (!values.login || !values.email || !values.name) fail('--login, --email e --name são obrigatórios');
if (values.role !== 'ADMIN' && values.role !== 'MANAGER') fail('--role: ADMIN ou MANAGER');
// the names reach every screen and file: the text rule of decision 066
for (const [option, label] of [
  ['name', 'Nome'],
  ['client-name', 'Nome do cliente'],
] as const) {
  const problem = values[option] === undefined ? null : textMessage(label, values[option]);
  if (problem) fail(`--${option}: ${problem}`);
}

function temporaryPassword(): string {
  for (;;) {
    const candidate = `Tmp@${randomBytes(6).toString('base64url')}9a`;
    if (checkPassword({ password: candidate }).length === 0) return candidate;
  }
}

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await loadReferenceData(database.db);
  const password = temporaryPassword();
  const p = allPermissions();
  await database.db.transaction(async (tx) => {
    await tx
      .insert(adminAccount)
      .values({ codadm, nome: values['client-name'] ?? `Conta ${codadm}` })
      .onConflictDoNothing();
    await tx
      .insert(client)
      .values({ codadm, codcli: values.cli!, nomecli: values['client-name'] ?? `Cliente ${values.cli}` })
      .onConflictDoNothing();
    const [user] = await tx
      .insert(staffUser)
      .values({
        codadm,
        usuario: values.login!,
        email: values.email!,
        nomeusuario: values.name!,
        permissao: values.role as 'ADMIN' | 'MANAGER',
        senhaHash: await hashPassword(password),
        trocarSenha: true,
        ...flagValues(p),
      })
      .returning({ codusuario: staffUser.codusuario });
    await tx.insert(membership).values({ codusuario: user!.codusuario, codadm, codcli: values.cli! });
  });
  console.log(
    `Usuário ${values.login} criado. Senha provisória (troca obrigatória no primeiro acesso): ${password}`,
  );
} catch (err) {
  fail(`Não foi possível criar o usuário: ${err instanceof Error ? err.message : String(err)}`);
} finally {
  await database.close();
}
