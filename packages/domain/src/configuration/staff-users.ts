/** Staff users of an admin account (beyond the spec; decision 008). */
import { z } from 'zod';
import { PERMISSION_FLAGS, ROLES, type PermissionFlag } from '../permissions.ts';
import { digitsOnly, ZCodCli, ZEmail } from '../schemas/common.ts';
import { CONFIG_MSG, maxChars } from './messages.ts';

const ZPermissions = z
  .object(
    Object.fromEntries(PERMISSION_FLAGS.map((f) => [f, z.boolean().optional()])) as {
      [K in PermissionFlag]: z.ZodOptional<z.ZodBoolean>;
    },
  )
  .strict();

const common = {
  NOMEUSUARIO: z
    .string({ error: CONFIG_MSG.userNameRequired })
    .trim()
    .min(1, CONFIG_MSG.userNameRequired)
    .max(100, maxChars(100)),
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

export interface StaffUserOut {
  CODUSUARIO: number;
  USUARIO: string;
  NOMEUSUARIO: string;
  EMAIL: string | null;
  CPF: string | null;
  PERMISSAO: 'ADMIN' | 'MANAGER';
  ATIVO: boolean;
  CLIENTES: { CODCLI: string; NOMECLI: string }[];
  PERMISSOES: Record<PermissionFlag, boolean>;
}
