export {};
import { openPostgres } from '../../apps/api/src/db/client.ts';
import { dashboardFunnel } from '../../apps/api/src/modules/dashboard/old-funnel.ts';
import { dashboardDurations } from '../../apps/api/src/modules/dashboard/old-durations.ts';
import { dashboardRefusals } from '../../apps/api/src/modules/dashboard/old-refusals.ts';
import { dashboardAtRisk } from '../../apps/api/src/modules/dashboard/at-risk.ts';
const { db, close } = await openPostgres(process.env.DATABASE_URL!, 2);
const ate = new Date(Date.now() - 3 * 3600_000).toISOString().slice(0, 10);
const de = new Date(Date.parse(ate) - 89 * 86400_000).toISOString().slice(0, 10);
const scope = { clients: [{ CODADM: 9, CODCLI: '041' }], codcli: null, de, ate,
  from: new Date(`${de}T00:00:00-03:00`), to: new Date(Date.parse(`${ate}T00:00:00-03:00`) + 86400_000) };
const widgets = { funnel: dashboardFunnel, durations: dashboardDurations, refusals: dashboardRefusals, 'at-risk': dashboardAtRisk } as const;
for (const [name, f] of Object.entries(widgets)) {
  for (let i = 0; i < 5; i++) await f(db, scope as never);
  const ms: number[] = [];
  for (let i = 0; i < 100; i++) { const t0 = performance.now(); await f(db, scope as never); ms.push(performance.now() - t0); }
  ms.sort((a, b) => a - b);
  console.log(`${name}: p50 ${ms[49]!.toFixed(1)} ms, p99 ${ms[98]!.toFixed(1)} ms (one connection, sequential)`);
}
await close();
