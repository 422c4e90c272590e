/**
 * The demo data the rig works with (apps/api/src/seed/demo-data.ts): who signs in, which
 * candidates the load writes to, and which document types it uploads to — types for everyone
 * (or Brazilians: the demo candidates have no nationality, read as BRA) that the OCR cross-check
 * does not read, by their name (its job would spend the 2 cores recognising our test images).
 */
import { crosscheckKindOf } from '@admissao/domain';
import type { LogonAnswerWithRefresh } from '@admissao/domain';
import type { Target } from './load.ts';
import type { PostgresCluster } from './postgres-cluster.ts';
import type { Rig } from './rig.ts';

export const C041 = { CODADM: 9, CODCLI: '041' };

/** row counts the demo seed makes once (a second seed doubles them or fails on a key) */
export const DEMO_COUNTS: Record<string, number> = {
  admin_account: 1,
  client: 2,
  staff_user: 3,
  membership: 4,
  unit: 3,
  client_settings: 2,
  custom_field: 4,
  candidate: 5,
  document_type: 30,
  terms_acceptance: 5,
};

export interface Cast {
  carlos: LogonAnswerWithRefresh;
  carolina: LogonAnswerWithRefresh;
  admin: LogonAnswerWithRefresh;
  ids: Record<'carlos' | 'carolina' | 'beatriz' | 'daniel' | 'elisa', number>;
  emails: string[];
  /** the load's candidates */
  targets: Target[];
  /** a document type of elisa's client the load never uploads to her: the lock test's */
  elisaType: number;
}

async function uploadTypes(pgc: PostgresCluster, codcli: string): Promise<number[]> {
  const rows = await pgc.query<{ codtipodoc: number; documento: string }>(
    `select codtipodoc, documento from document_type
       where codadm = 9 and codcli = $1 and ativo and (nacionalidade is null or nacionalidade = 'BRA')
       order by ordem`,
    [codcli],
  );
  const unread = rows.filter((r) => !crosscheckKindOf(r.documento)).map((r) => r.codtipodoc);
  // room for the load's uploads (20 files per document): every type if too few are left unread
  return unread.length >= 3 ? unread : rows.map((r) => r.codtipodoc);
}

export async function signInCast(rig: Rig): Promise<Cast> {
  const [carlos, carolina, admin] = await Promise.all([
    rig.signIn('candidato@demo.com.br'),
    rig.signIn('candidata@outra.com.br'),
    rig.signIn('admin'),
  ]);
  const rows = await rig.pg.query<{ codcandidato: number; email: string }>(
    'select codcandidato, email from candidate',
  );
  const id = (email: string) => {
    const r = rows.find((x) => x.email === email);
    if (!r) throw new Error(`demo candidate ${email} missing`);
    return r.codcandidato;
  };
  const ids = {
    carlos: id('candidato@demo.com.br'),
    carolina: id('candidata@outra.com.br'),
    beatriz: id('beatriz@demo.com.br'),
    daniel: id('daniel@demo.com.br'),
    elisa: id('elisa@demo.com.br'),
  };
  const [types041, types042] = await Promise.all([uploadTypes(rig.pg, '041'), uploadTypes(rig.pg, '042')]);
  const staff = { token: admin.token, tenant: C041, codusuario: admin.user!.CODUSUARIO };
  const targets: Target[] = [
    {
      label: 'carlos (candidate)',
      codcandidato: ids.carlos,
      actor: { token: carlos.token, codusuario: 0 },
      types: types041,
    },
    {
      label: 'carolina (candidate, 042)',
      codcandidato: ids.carolina,
      actor: { token: carolina.token, codusuario: 0 },
      types: types042,
    },
    { label: 'beatriz (by admin)', codcandidato: ids.beatriz, actor: staff, types: types041 },
    { label: 'daniel (by admin)', codcandidato: ids.daniel, actor: staff, types: types041 },
  ];
  return {
    carlos,
    carolina,
    admin,
    ids,
    emails: ['candidato@demo.com.br', 'candidata@outra.com.br', 'beatriz@demo.com.br', 'daniel@demo.com.br'],
    targets,
    elisaType: types041[0]!,
  };
}
