/**
 * Inserts many synthetic candidates into one client in a few set-based statements, for
 * the list benchmark (100,000 in a couple of seconds on PostgreSQL). Not part of the demo.
 */
import { sql } from 'drizzle-orm';
import type { TenantRef } from '@admissao/domain';
import type { Db } from '../db/client.ts';

const FIRST = [
  'ANA',
  'BRUNO',
  'CARLA',
  'DIEGO',
  'EDUARDA',
  'FABIO',
  'GABRIELA',
  'HEITOR',
  'ISABELA',
  'JOAO',
  'LARISSA',
  'MATEUS',
  'NATALIA',
  'OTAVIO',
  'PAULA',
  'RAFAEL',
  'SABRINA',
  'TIAGO',
  'VANESSA',
  'WAGNER',
];
const LAST = [
  'SILVA',
  'SANTOS',
  'OLIVEIRA',
  'SOUZA',
  'RODRIGUES',
  'FERREIRA',
  'ALVES',
  'PEREIRA',
  'LIMA',
  'GOMES',
  'COSTA',
  'RIBEIRO',
  'MARTINS',
  'CARVALHO',
  'ALMEIDA',
];

export async function insertBulkCandidates(
  db: Db,
  tenant: TenantRef,
  count: number,
  codunidade: number | null,
) {
  const first = `array[${FIRST.map((f) => `'${f}'`).join(',')}]`;
  const last = `array[${LAST.map((l) => `'${l}'`).join(',')}]`;
  await db.execute(
    sql.raw(`
    insert into candidate (codadm, codcli, nome, email, codstatus, datcadastro, datinicio, codunidade, tipocargo, cargo)
    select ${tenant.CODADM}, '${tenant.CODCLI}',
      (${first})[1 + (g % ${FIRST.length})] || ' ' || (${last})[1 + ((g / ${FIRST.length}) % ${LAST.length})] || ' ' || g,
      'bulk' || g || '.${tenant.CODCLI}@example.com.br',
      1 + (g % 14),
      now() - make_interval(mins => g),
      (current_date + (g % 60))::date,
      ${codunidade ?? 'null'}, 'OUTROS', 'CARGO ' || (g % 30)
    from generate_series(1, ${Math.floor(count)}) as g`),
  );
  // as autovacuum would in production: statistics and the visibility map for index-only counts
  await db.execute(sql`vacuum analyze candidate`);
}
