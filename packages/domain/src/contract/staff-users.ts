/**
 * Staff users of an admin account (beyond the spec; decision 026; docs/api-configuration.md):
 * ADMIN only, within the caller's reach (decision 009). No answer carries a password, its hash or
 * a token: a new or reset password goes to the user by e-mail only.
 */
import { z } from '../zod.ts';
import { CONFIG_MSG } from '../configuration/messages.ts';
import { PERMISSION_FLAGS, ROLES, type PermissionFlag } from '../permissions.ts';
import { digitsOnly, ZCodCli, ZEmail, ZText } from '../schemas/common.ts';
import { withMessage, ZId, ZMessageAnswer } from './common.ts';
import { op } from './operation.ts';
import { ZPermissionSet } from './user.ts';

const ZPermissions = z
  .object(
    Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, z.boolean().optional()])) as {
      [K in PermissionFlag]: z.ZodOptional<z.ZodBoolean>;
    },
  )
  .strict();

const common = {
  NOMEUSUARIO: ZText('Nome', { required: CONFIG_MSG.userNameRequired }),
  EMAIL: ZEmail,
  CPF: z
    .string()
    .transform(digitsOnly)
    .refine((v) => v === '' || v.length === 11, 'CPF inválido.')
    .nullish()
    .transform((v) => v || null),
  PERMISSAO: z.enum(ROLES, { error: 'Informe o perfil (ADMIN ou MANAGER).' }),
  CLIENTES: z
    .array(ZCodCli, { error: CONFIG_MSG.userClientsRequired })
    .min(1, CONFIG_MSG.userClientsRequired)
    .max(200),
  PERMISSOES: ZPermissions.default({}),
};

export const ZStaffUserCreate = z.object({
  USUARIO: z
    .string({ error: CONFIG_MSG.userLoginRequired })
    .trim()
    .min(1, CONFIG_MSG.userLoginRequired)
    .regex(/^[A-Za-z0-9._@-]{3,100}$/, CONFIG_MSG.userLoginPattern),
  ...common,
});
export const ZStaffUserUpdate = z.object({ ...common, ATIVO: z.boolean().default(true) });
export type StaffUserCreate = z.output<typeof ZStaffUserCreate>;
export type StaffUserUpdate = z.output<typeof ZStaffUserUpdate>;

/** A client a staff user belongs to, or that the caller may grant. */
export const ZStaffClient = z.object({ CODCLI: z.string(), NOMECLI: z.string() });

export const ZStaffUser = z.object({
  CODUSUARIO: z.number().int(),
  USUARIO: z.string(),
  NOMEUSUARIO: z.string(),
  EMAIL: z.string().nullable(),
  CPF: z.string().nullable(),
  PERMISSAO: z.enum(ROLES),
  ATIVO: z.boolean(),
  CLIENTES: z.array(ZStaffClient),
  PERMISSOES: ZPermissionSet,
});
export type StaffUserOut = z.output<typeof ZStaffUser>;

const ZStaffUserId = z.object({ id: ZId });

export const staffUsersApi = {
  list: op({
    method: 'GET',
    path: '/admin/users',
    auth: 'staff',
    summary: 'Usuários da equipe ao alcance do administrador, por nome',
    response: z.array(ZStaffUser),
  }),
  clients: op({
    method: 'GET',
    path: '/admin/users/clients',
    auth: 'staff',
    summary: 'Clientes que o administrador pode conceder',
    response: z.array(ZStaffClient),
  }),
  get: op({
    method: 'GET',
    path: '/admin/users/:id',
    auth: 'staff',
    summary: 'Um usuário da equipe',
    params: ZStaffUserId,
    response: ZStaffUser,
  }),
  create: op({
    method: 'POST',
    path: '/admin/users',
    auth: 'staff',
    summary: 'Cria um usuário da equipe; a senha provisória vai por e-mail',
    body: ZStaffUserCreate,
    status: 201,
    response: withMessage(ZStaffUser),
  }),
  update: op({
    method: 'PUT',
    path: '/admin/users/:id',
    auth: 'staff',
    summary: 'Altera um usuário da equipe (desativar encerra as sessões dele)',
    params: ZStaffUserId,
    body: ZStaffUserUpdate,
    response: withMessage(ZStaffUser),
  }),
  remove: op({
    method: 'DELETE',
    path: '/admin/users/:id',
    auth: 'staff',
    summary: 'Exclui um usuário da equipe (a conta é fechada; os registros que o citam ficam)',
    params: ZStaffUserId,
    response: ZMessageAnswer,
  }),
  resetPassword: op({
    method: 'POST',
    path: '/admin/users/:id/password',
    auth: 'staff',
    summary: 'Envia por e-mail uma nova senha provisória ao usuário',
    params: ZStaffUserId,
    response: ZMessageAnswer,
  }),
};
