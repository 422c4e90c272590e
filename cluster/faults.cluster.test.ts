/**
 * Fault tests of the API on a real multi-process deployment (`npm run test:cluster`): three API
 * processes behind haproxy, one PostgreSQL, an S3-compatible server and an SMTP server, all real
 * and started, broken and stopped by this file (support/rig.ts). A background load through haproxy
 * (support/load.ts) runs while the faults happen one after the other; each fault opens a window in
 * which the API may answer 503 (support/judge.ts), and is followed by a recovery check. At the end
 * every acknowledged write is looked for in the database and the bucket (support/verify.ts), then
 * the mail outbox is tested on its own. Tests run in order and share the rig; a failure prints the
 * tail of every log.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFailed } from 'vitest';
import {
  DB_BOUND_MS,
  FROZEN_BOUND_MS,
  PARTITION_BOUND_MS,
  S3_BOUND_MS,
  type ApiProcess,
} from './support/api-process.ts';
import { C041, DEMO_COUNTS, signInCast, type Cast } from './support/demo.ts';
import {
  call,
  callWithHeldBody,
  describe as line,
  unavailableProblem,
  type CallRecord,
} from './support/http.ts';
import { Judge, type Window } from './support/judge.ts';
import { Load, makeImages } from './support/load.ts';
import { copiesOf, deliveryProblems, lastOutboxId, outboxAfter, requestResets } from './support/mail.ts';
import { Rig } from './support/rig.ts';
import { pidOwningLocalPort } from './support/sockets.ts';
import { now, REPO_ROOT, sleep, waitFor } from './support/util.ts';
import { verifyAutosaves, verifyNoRowWithoutFile, verifyUploads } from './support/verify.ts';

const rig = new Rig();
const judge = new Judge();
let cast: Cast;
let load: Load | undefined;
let failed = false;
const started = Date.now();

/** a failing test prints the logs and keeps the temp folder */
function onFailure(extra: () => string = () => '') {
  onTestFailed(() => {
    failed = true;
    console.error(
      `${extra()}\n${load ? `load so far: ${judge.summary(load.records)}\n` : ''}${rig.context()}`,
    );
  });
}

const everyApi = () => rig.apis;
/** the load's calls that overlapped a fault's window (a fault nobody called through proves nothing) */
const loadDuring = (w: Window) =>
  load!.records.filter((r) => r.end >= w.from && r.start <= (w.to ?? Infinity));
const allReady = (timeoutMs = 45_000) => Promise.all(everyApi().map((a) => a.waitReady(timeoutMs)));
const userCall = (a: ApiProcess, token: string, codusuario: number) =>
  call(a.url, '/api/user', { via: a.name, token, json: { CODUSUARIO: codusuario } });
const logout = (a: ApiProcess, token: string, refreshToken: string) =>
  call(a.url, '/api/auth/logout', { via: a.name, token, json: { refreshToken } });

beforeAll(async () => {
  await rig.prepare();
}, 120_000);

// a failed test may leave its fault behind (PostgreSQL stopped, a cable cut, a process down)
afterEach(async () => {
  if (rig.apis.some((a) => a.child.exits.length > 0 || a.child.running)) await rig.restore();
}, 120_000);

afterAll(async () => {
  await load?.stop();
  await rig.destroy(failed || process.env.CLUSTER_KEEP === '1');
  console.log(`cluster run: ${Math.round((Date.now() - started) / 1000)} s`);
}, 90_000);

describe('the API under faults, three processes behind haproxy', () => {
  it('1. three processes start at once on an empty database with SEED_DEMO=true: all ready, demo and migrations once', async () => {
    onFailure();
    for (const a of rig.apis) a.start();
    await allReady(120_000);
    expect(rig.unexpectedExits()).toEqual([]);
    for (const [table, n] of Object.entries(DEMO_COUNTS))
      expect(
        Number((await rig.pg.query<{ n: string }>(`select count(*) as n from ${table}`))[0]!.n),
        table,
      ).toBe(n);
    const [daniel] = await rig.pg.query<{ files: string; docs: string }>(
      `select (select count(*) from document_file f join candidate c using (codcandidato) where c.email = 'daniel@demo.com.br') as files,
              (select count(*) from candidate_document d join candidate c using (codcandidato) where c.email = 'daniel@demo.com.br') as docs`,
    );
    expect({ files: Number(daniel!.files), docs: Number(daniel!.docs) }, 'demo files of daniel').toEqual({
      files: 3,
      docs: 3,
    });
    const journal = JSON.parse(
      readFileSync(join(REPO_ROOT, 'apps/api/drizzle/meta/_journal.json'), 'utf8'),
    ) as {
      entries: unknown[];
    };
    const [mig] = await rig.pg.query<{ n: string; hashes: string }>(
      'select count(*) as n, count(distinct hash) as hashes from drizzle.__drizzle_migrations',
    );
    expect({ rows: Number(mig!.n), distinct: Number(mig!.hashes) }).toEqual({
      rows: journal.entries.length,
      distinct: journal.entries.length,
    });
    // each process reaches PostgreSQL through its own proxy (so a partition cuts exactly one)
    for (const [name, proxy] of rig.proxies)
      expect(proxy.connections, `connections through ${name}'s proxy`).toBeGreaterThan(0);
    // haproxy sees all three up and deals calls round robin
    const seen = await waitFor('haproxy to send calls to all three processes', async () => {
      const served = new Set<string>();
      for (let i = 0; i < 9; i++) served.add((await call(rig.lb.url, '/api/health/live')).servedBy ?? '?');
      return served.size === 3 && served;
    });
    expect([...seen].sort()).toEqual(['api1', 'api2', 'api3']);
    const live = await call(rig.lb.url, '/api/health/live');
    expect(live.status).toBe(200);
    expect(live.json).toMatchObject({ status: 'ok', version: expect.any(String) });

    cast = await signInCast(rig);
    load = new Load(rig.lb.url, cast.targets, await makeImages(), `K${Date.now().toString(36)}`);
    load.start();
  }, 180_000);

  it('2. PostgreSQL unreachable at start: a new process stays alive (live 200, ready 503) and becomes ready when it is back', async () => {
    const extra = rig.extraApi('api4');
    onFailure();
    const w = judge.open('PostgreSQL stopped', { db: true }, DB_BOUND_MS);
    await rig.pg.stop('fast');
    extra.start();
    const live = await extra.waitLive(60_000);
    expect(live.body).toMatchObject({ status: 'ok', version: expect.any(String) });
    const ready = await extra.health('ready');
    expect(ready?.status, JSON.stringify(ready)).toBe(503);
    expect(ready?.retryAfter).toMatch(/^\d+$/);
    for (const a of everyApi()) {
      expect((await a.health('live'))?.status, `${a.name} live while PostgreSQL is down`).toBe(200);
      expect((await a.health('ready'))?.status, `${a.name} ready while PostgreSQL is down`).toBe(503);
    }
    // a call through haproxy meanwhile: the API's 503, quickly
    const during = await call(rig.lb.url, '/api/candidate/documents/list', {
      token: cast.carlos.token,
      json: { CODCANDIDATO: cast.ids.carlos },
    });
    expect(unavailableProblem(during), line(during)).toBe('');
    expect(during.end - during.start).toBeLessThanOrEqual(DB_BOUND_MS);
    await sleep(3000);
    expect(extra.child.running, 'the process started without a database is still running').toBe(true);
    expect((await extra.health('ready'))?.status).toBe(503);

    await rig.pg.start();
    await extra.waitReady(60_000);
    await allReady();
    judge.close(w);
    expect(
      loadDuring(w).filter((r) => r.status === 503).length,
      'calls of the load refused meanwhile',
    ).toBeGreaterThan(0);
    expect(rig.unexpectedExits()).toEqual([]);
    await extra.kill('SIGTERM');
  }, 180_000);

  it('3a. PostgreSQL restart (-m fast) under load: nothing exits, only 503 meanwhile', async () => {
    onFailure();
    const w = judge.open('PostgreSQL restart fast', { db: true }, DB_BOUND_MS);
    await rig.pg.restart('fast');
    await allReady();
    judge.close(w);
    expect(loadDuring(w).length, 'calls of the load during the restart').toBeGreaterThan(0);
    expect(rig.unexpectedExits()).toEqual([]);
  }, 120_000);

  it('3b. PostgreSQL restart (-m immediate) while an upload and an autosave wait on row locks', async () => {
    onFailure();
    const a = rig.apis[0]!;
    const elisa = cast.ids.elisa;
    const type = cast.elisaType;
    await rig.pg.query(
      'insert into candidate_document (codcandidato, codtipodoc) values ($1, $2) on conflict do nothing',
      [elisa, type],
    );
    const locker = await rig.pg.client('admissao', 'cluster-locker');
    await locker.query('begin');
    await locker.query('select 1 from candidate where codcandidato = $1 for update', [elisa]);
    await locker.query(
      'select 1 from candidate_document where codcandidato = $1 and codtipodoc = $2 for update',
      [elisa, type],
    );
    const w = judge.open('PostgreSQL restart immediate', { db: true }, DB_BOUND_MS);
    const staff = { token: cast.admin.token, tenant: C041 };
    const [image] = await makeImages(1);
    const upload = call(
      a.url,
      `/api/candidate/documents/upload/image/${elisa}/${type}/${cast.admin.user!.CODUSUARIO}`,
      {
        kind: 'upload',
        via: a.name,
        ...staff,
        multipart: image!,
      },
    );
    const save = call(a.url, '/api/candidate', {
      kind: 'autosave',
      via: a.name,
      method: 'PATCH',
      ...staff,
      json: {
        CODCANDIDATO: elisa,
        CODUSUARIO: cast.admin.user!.CODUSUARIO,
        FIELD: 'NOMEMAE',
        VALUE: 'TRAVADA',
      },
    });
    const waiting = await waitFor(
      'the upload and the autosave to wait on the locks',
      async () => {
        const [r] = await rig.pg.query<{ n: string }>(
          "select count(*) as n from pg_stat_activity where wait_event_type = 'Lock' and datname = 'admissao'",
        );
        return Number(r!.n) >= 2 && Number(r!.n);
      },
      { timeoutMs: 2500, intervalMs: 50 },
    );
    expect(waiting).toBeGreaterThanOrEqual(2);
    await rig.pg.restart('immediate');
    await locker.end().catch(() => undefined);
    for (const r of await Promise.all([upload, save])) {
      expect(unavailableProblem(r), line(r)).toBe('');
      expect(r.end - r.start, line(r)).toBeLessThanOrEqual(DB_BOUND_MS);
    }
    await allReady();
    judge.close(w);
    expect(rig.unexpectedExits()).toEqual([]);
  }, 120_000);

  it('4. S3 killed under load for a few seconds: uploads and views answer 503 in time, then work again', async () => {
    onFailure();
    const w = judge.open('S3 killed', { s3: true }, S3_BOUND_MS);
    await rig.s3.kill();
    const from = now();
    const probes = await Promise.all([probeUpload(), probeView()]);
    for (const r of probes) {
      expect(unavailableProblem(r), line(r)).toBe('');
      expect(r.end - r.start, line(r)).toBeLessThanOrEqual(S3_BOUND_MS);
    }
    expect((await rig.apis[0]!.health('ready'))?.status, 'ready while the storage is down').toBe(503);
    await sleep(Math.max(0, 4000 - (now() - from)));
    await rig.s3.start();
    await allReady();
    judge.close(w);
    const during = load!.records.filter(
      (r) => (r.kind === 'upload' || r.kind === 'view') && r.start >= from && r.start <= w.to!,
    );
    expect(during.length, 'storage calls of the load during the outage').toBeGreaterThan(0);
    const after = await probeUpload();
    expect(after.status, line(after)).toBe(200);
    expect(rig.unexpectedExits()).toEqual([]);
  }, 120_000);

  it('5. S3 frozen (SIGSTOP) for 9 s: calls in flight end with 503 within the S3 request timeout, not at SIGCONT', async () => {
    onFailure();
    const w = judge.open('S3 frozen', { s3: true }, S3_BOUND_MS);
    rig.s3.freeze();
    const frozenAt = now();
    // SIGCONT at a fixed time, whatever the calls do: a call that waits for it ends after it
    let thawedAt = Number.POSITIVE_INFINITY;
    const thaw = sleep(9000).then(() => {
      thawedAt = now();
      rig.s3.thaw();
    });
    const early = [probeUpload(), probeView()];
    await sleep(2000);
    const late = [probeUpload(), probeView()];
    const probes = await Promise.all([...early, ...late]);
    await thaw;
    for (const r of probes) {
      expect(unavailableProblem(r), line(r)).toBe('');
      expect(r.end - r.start, line(r)).toBeLessThanOrEqual(FROZEN_BOUND_MS);
      expect(r.end, `ended before SIGCONT at ${thawedAt} ms: ${line(r)}`).toBeLessThan(thawedAt);
    }
    // the load's storage calls that had the whole bound inside the freeze
    const hung = load!.records.filter(
      (r) =>
        (r.kind === 'upload' || r.kind === 'view') &&
        r.start >= frozenAt &&
        r.start <= thawedAt - FROZEN_BOUND_MS &&
        r.end - r.start > FROZEN_BOUND_MS,
    );
    expect(hung.map(line), 'load calls that waited for the frozen storage').toEqual([]);
    await allReady();
    judge.close(w);
    expect(rig.unexpectedExits()).toEqual([]);
  }, 120_000);

  it('6. the LISTEN connections terminated: a sign-in ended on one process is refused by the others at once', async () => {
    onFailure();
    const [a, b, c] = rig.apis as [ApiProcess, ApiProcess, ApiProcess];
    const listeners = "select pid from pg_stat_activity where application_name = 'admissao-session-listener'";
    for (const delay of [0, 300, 1100]) {
      // (the listeners of the round before reconnect within seconds)
      await waitFor(
        'a session listener of each process',
        async () => (await rig.pg.query(listeners)).length >= 3,
      );
      const s = await rig.signIn('gestor');
      const codusuario = s.user!.CODUSUARIO;
      for (const p of [b, c])
        expect((await userCall(p, s.token, codusuario)).status, `${p.name} before`).toBe(200);
      const killed = await rig.pg.query(
        "select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'admissao-session-listener'",
      );
      expect(killed.length, 'listener connections terminated').toBeGreaterThanOrEqual(3);
      await sleep(delay);
      const out = await logout(a, s.token, s.refreshToken);
      expect(out.status, line(out)).toBe(204);
      for (const p of [b, c]) {
        const r = await userCall(p, s.token, codusuario);
        expect(
          r.status,
          `${p.name} after a logout on ${a.name} (listeners killed ${delay} ms before): ${line(r)}`,
        ).toBe(401);
      }
    }
    expect(rig.unexpectedExits()).toEqual([]);
  }, 120_000);

  it('7. silent partition of one process: a token revoked elsewhere is refused from 2 s on; its calls 503 in time; it recovers', async () => {
    onFailure();
    const [a, , c] = rig.apis as [ApiProcess, ApiProcess, ApiProcess];
    const proxy = rig.proxies.get(c.name)!;
    const s = await rig.signIn('gestor');
    const codusuario = s.user!.CODUSUARIO;
    expect((await userCall(c, s.token, codusuario)).status).toBe(200);
    const w = judge.open(`${c.name} partitioned`, { process: c.name }, PARTITION_BOUND_MS);
    proxy.freeze();
    const out = await logout(a, s.token, s.refreshToken);
    expect(out.status, line(out)).toBe(204);
    const revokedAt = out.end;
    const polls: Promise<CallRecord>[] = [];
    const saves: Promise<CallRecord>[] = [];
    for (let t = 0; t < 6000; t += 250) {
      polls.push(userCall(c, s.token, codusuario));
      if (t === 1000 || t === 3000)
        saves.push(
          // elisa, whom the load leaves alone: a save the API gave up on may still land after the thaw
          call(c.url, '/api/candidate', {
            kind: 'autosave',
            via: c.name,
            method: 'PATCH',
            token: cast.admin.token,
            tenant: C041,
            json: {
              CODCANDIDATO: cast.ids.elisa,
              CODUSUARIO: cast.admin.user!.CODUSUARIO,
              FIELD: 'NOMEMAE',
              VALUE: `PARTICAO-${t}`,
            },
          }),
        );
      await sleep(250);
    }
    const answers = await Promise.all(polls);
    const saved = await Promise.all(saves);
    proxy.thaw();
    const late = answers.filter((r) => r.start >= revokedAt + 2000);
    expect(late.length).toBeGreaterThan(10);
    for (const r of answers) {
      expect([200, 401, 503], line(r)).toContain(r.status);
      if (r.status === 503) expect(unavailableProblem(r), line(r)).toBe('');
      expect(r.end - r.start, line(r)).toBeLessThanOrEqual(PARTITION_BOUND_MS);
    }
    expect(
      late.filter((r) => r.status === 200).map(line),
      'revoked token accepted 2 s after the revocation',
    ).toEqual([]);
    for (const r of saved) {
      expect(unavailableProblem(r), line(r)).toBe('');
      expect(r.end - r.start, line(r)).toBeLessThanOrEqual(PARTITION_BOUND_MS);
    }
    await c.waitReady(45_000);
    judge.close(w);
    const cut = loadDuring(w).filter((r) => r.servedBy === c.name);
    expect(
      cut.filter((r) => r.status === 503).length,
      `calls of the load haproxy gave ${c.name} meanwhile, refused`,
    ).toBeGreaterThan(0);
    const after = await userCall(c, s.token, codusuario);
    expect(after.status, `revoked token on ${c.name} after the partition: ${line(after)}`).toBe(401);
    const fresh = await rig.signIn('gestor', c.url);
    expect((await userCall(c, fresh.token, codusuario)).status).toBe(200);
    expect(rig.unexpectedExits()).toEqual([]);
  }, 120_000);

  it('8. kill -9 of one process under load: the others keep serving, haproxy retries elsewhere, it comes back', async () => {
    onFailure();
    const victim = rig.apis[1]!;
    const w = judge.open(`${victim.name} killed`, { process: victim.name }, DB_BOUND_MS);
    // calls surely in flight at the kill: autosaves (of elisa, whom the load leaves alone) whose body
    // is held half sent, three on the victim and one on each other process (X-Rig-Server)
    let release = () => {};
    const gate = new Promise<void>((r) => (release = r));
    const targets = [
      victim.name,
      victim.name,
      victim.name,
      ...rig.apis.filter((a) => a !== victim).map((a) => a.name),
    ];
    const held = targets.map((server, i) =>
      callWithHeldBody(
        rig.lb.url,
        '/api/candidate',
        {
          method: 'PATCH',
          token: cast.admin.token,
          tenant: C041,
          server,
          json: {
            CODCANDIDATO: cast.ids.elisa,
            CODUSUARIO: cast.admin.user!.CODUSUARIO,
            FIELD: 'NOMEMAE',
            VALUE: `EM-VOO-${i}`,
          },
        },
        gate,
      ),
    );
    await sleep(800);
    w.killed = { process: victim.name, at: now() };
    await victim.kill('SIGKILL');
    await sleep(1000);
    release();
    const inFlightAtKill = await Promise.all(held);
    for (const [i, r] of inFlightAtKill.entries()) {
      // haproxy retries no call that reached a server (a PATCH may have been carried out): its 502
      if (targets[i] === victim.name)
        expect({ status: r.status, fromApi: r.fromApi, servedBy: r.servedBy }, line(r)).toEqual({
          status: 502,
          fromApi: false,
          servedBy: victim.name,
        });
      else
        expect({ status: r.status, servedBy: r.servedBy }, line(r)).toEqual({
          status: 200,
          servedBy: targets[i],
        });
    }
    await sleep(2000);
    const restartAt = now();
    victim.start();
    await victim.waitReady(60_000);
    await allReady();
    judge.close(w);
    const killedAt = w.killed.at;
    const records = load!.records;
    // a refused connection is redispatched: nothing reached the dead process after the kill
    const sentToDead = records.filter(
      (r) => r.servedBy === victim.name && r.start > killedAt + 300 && r.end < restartAt,
    );
    expect(sentToDead.map(line), `calls haproxy gave ${victim.name} while it was dead`).toEqual([]);
    for (const other of rig.apis.filter((x) => x !== victim)) {
      const served = records.filter(
        (r) => r.servedBy === other.name && r.start > killedAt && r.end < restartAt,
      );
      expect(
        served.filter((r) => r.status >= 200 && r.status < 300).length,
        `${other.name} served meanwhile`,
      ).toBeGreaterThan(0);
    }
    const got502 = records.filter((r) => r.status === 502).length;
    const closed = records.filter((r) => r.status === 0).length;
    console.log(
      `kill -9 of ${victim.name}: of the load's calls in flight, ${got502} got haproxy's 502, ${closed} a closed connection`,
    );
    expect(rig.unexpectedExits()).toEqual([]);
  }, 120_000);

  it('9. every acknowledged write is in the database and the bucket; every answer of the load was allowed', async () => {
    onFailure();
    await load!.stop();
    const records = load!.records;
    // every call of the load, for reading after a failure (the folder is kept then)
    writeFileSync(join(rig.base, 'load-records.jsonl'), records.map((r) => JSON.stringify(r)).join('\n'));
    const seconds =
      (Math.max(...records.map((r) => r.end)) - Math.min(...records.map((r) => r.start))) / 1000;
    console.log(`load: ${records.length} calls in ${Math.round(seconds)} s — ${judge.summary(records)}`);
    // soft: one broken property must not hide the others
    expect.soft(judge.problems(records), 'answers of the load not allowed').toEqual([]);
    expect.soft(Judge.slow(records, DB_BOUND_MS + S3_BOUND_MS), 'calls of the load that hung').toEqual([]);
    expect.soft(load!.mismatches, 'answers that are not the answer to their request').toEqual([]);
    const acked = cast.targets.reduce((n, t) => n + load!.ackedSaves(t).length, 0);
    expect.soft(acked, 'acknowledged autosaves').toBeGreaterThan(100);
    expect.soft(load!.uploads.length, 'acknowledged uploads').toBeGreaterThan(20);
    const views = records.filter((r) => r.kind === 'view' && r.status === 200).length;
    expect.soft(views, 'views served').toBeGreaterThan(20);
    expect.soft(await verifyAutosaves(load!, rig.pg), 'acknowledged autosaves not found').toEqual([]);
    expect
      .soft(await verifyUploads(load!, rig.pg, rig.s3, rig.lb.url), 'acknowledged uploads not found')
      .toEqual([]);
    const candidates = cast.targets.map((t) => t.codcandidato);
    expect
      .soft(await verifyNoRowWithoutFile(rig.pg, rig.s3, candidates), 'file rows without their object')
      .toEqual([]);
    expect(rig.unexpectedExits()).toEqual([]);
  }, 180_000);

  it('10. mail without faults: each delivered exactly once; a repeat carries the same Message-ID', async () => {
    onFailure();
    const before = await lastOutboxId(rig.pg);
    await requestResets(rig.lb.url, cast.emails, 16);
    const rows = await outboxAfter(rig.pg, before);
    expect(rows.length).toBe(16);
    expect(new Set(rows.map((r) => r.code)).size, 'a link code of its own in each mail').toBe(16);
    await waitFor(
      'all 16 mails delivered and marked sent',
      async () =>
        [...copiesOf(rig.smtp, rows).values()].every((l) => l.length > 0) &&
        (await outboxAfter(rig.pg, before)).every((r) => r.status === 'sent'),
      { timeoutMs: 30_000, intervalMs: 500 },
    );
    await sleep(7000); // more than one run of the job (5 s) in every process
    const copies = copiesOf(rig.smtp, rows);
    expect(deliveryProblems(copies, true)).toEqual([]);
    console.log(`Message-ID of outbox #${rows[0]!.id}: ${copies.get(rows[0]!.id)?.[0]?.messageId}`);
    // the same row sent again (as after a crash between the SMTP answer and the update)
    const again = rows.slice(0, 2).map((r) => r.id);
    await rig.pg.query(
      "update mail_outbox set status = 'pending', next_attempt_at = now(), sent_at = null where id = any($1::bigint[])",
      [again],
    );
    await waitFor(
      'the repeated mails',
      () => again.every((id) => copiesOf(rig.smtp, rows).get(id)!.length >= 2),
      {
        timeoutMs: 30_000,
        intervalMs: 250,
      },
    );
    const repeated = copiesOf(rig.smtp, rows);
    for (const id of again) {
      const [first, second] = repeated.get(id)!;
      expect(second!.messageId, `Message-ID of outbox #${id} sent again`).toBe(first!.messageId);
    }
  }, 120_000);

  it('11. mail with a kill -9 of the delivering process and a PostgreSQL restart: all arrive within 60 s, repeats with the same Message-ID', async () => {
    onFailure();
    const before = await lastOutboxId(rig.pg);
    rig.smtp.replyDelayMs = 300;
    await requestResets(rig.lb.url, cast.emails, 32);
    const rows = await outboxAfter(rig.pg, before);
    expect(rows.length).toBe(32);
    const port = await waitFor('a delivery in progress', () => [...rig.smtp.inProgress][0], {
      timeoutMs: 15_000,
      intervalMs: 20,
    });
    const pids = rig.apis.map((a) => a.child.pid!).filter(Boolean);
    const pid = pidOwningLocalPort(port, pids);
    const victim = rig.apis.find((a) => a.child.pid === pid);
    expect(victim, `the process delivering (client port ${port})`).toBeDefined();
    const faultAt = now();
    await victim!.kill('SIGKILL');
    await sleep(500);
    await rig.pg.restart('fast');
    rig.smtp.replyDelayMs = 0;
    victim!.start();
    await waitFor(
      'every queued mail delivered',
      () => [...copiesOf(rig.smtp, rows).values()].every((l) => l.length > 0),
      { timeoutMs: Math.max(1000, faultAt + 60_000 - now()), intervalMs: 500 },
    );
    await waitFor(
      'every queued mail marked sent',
      async () => (await outboxAfter(rig.pg, before)).every((r) => r.status === 'sent'),
      {
        timeoutMs: Math.max(1000, faultAt + 60_000 - now()),
        intervalMs: 500,
      },
    );
    const copies = copiesOf(rig.smtp, rows);
    const repeats = [...copies.values()].filter((l) => l.length > 1).length;
    console.log(
      `mail after kill -9 of ${victim!.name} and a restart: ${repeats} of ${rows.length} delivered more than once`,
    );
    expect(deliveryProblems(copies, false)).toEqual([]);
    await allReady();
    expect(rig.unexpectedExits()).toEqual([]);
  }, 150_000);
});

/** an upload through haproxy by carlos (to a type of the load's), judged by the caller; kept when acknowledged */
async function probeUpload(): Promise<CallRecord> {
  const t = cast.targets[0]!;
  const codtipodoc = t.types.at(-1)!;
  const [image] = await makeImages(1);
  const r = await call(
    rig.lb.url,
    `/api/candidate/documents/upload/image/${t.codcandidato}/${codtipodoc}/0`,
    {
      kind: 'upload',
      token: t.actor.token,
      multipart: image!,
    },
  );
  const codimagem = (r.json as { CODIMAGEM?: unknown } | undefined)?.CODIMAGEM;
  if (r.status === 200 && typeof codimagem === 'number')
    load!.uploads.push({ target: t, codtipodoc, codimagem, record: r });
  return r;
}

/** a view through haproxy of a file the load uploaded */
function probeView(): Promise<CallRecord> {
  const u = load!.uploads[0];
  if (!u) throw new Error('no upload acknowledged yet to view');
  return call(
    rig.lb.url,
    `/api/candidate/documents/image/show/${u.target.codcandidato}/${u.codtipodoc}?CODIMAGEM=${u.codimagem}`,
    {
      kind: 'view',
      token: u.target.actor.token,
      tenant: u.target.actor.tenant,
    },
  );
}
