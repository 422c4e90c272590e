/**
 * The background load through haproxy while faults happen (~33 calls/s, at most 60 in flight, so an
 * outage that holds calls for seconds does not snowball): autosaves of the mother's name
 * (NOMEMAE) by the demo candidates and by the admin for two more candidates, uploads of small
 * images, and views of images already uploaded. Each candidate's autosaves go one at a time, as
 * the web page's save queue does, so their order is known. Every call is recorded; every
 * acknowledged (2xx) write goes to the ledger, which verify.ts checks against the database and the
 * bucket at the end.
 */
import sharp from 'sharp';
import { call, describe, type CallRecord } from './http.ts';

export interface Actor {
  token: string;
  tenant?: { CODADM: number; CODCLI: string };
  /** the CODUSUARIO path segment of an upload: the staff's own, 0 for a candidate */
  codusuario: number;
}

export interface Target {
  label: string;
  codcandidato: number;
  actor: Actor;
  /** document types the load uploads to (images allowed, no OCR cross-check) */
  types: number[];
}

export interface SentSave {
  seq: number;
  value: string;
  record?: CallRecord;
}

export interface AckedUpload {
  target: Target;
  codtipodoc: number;
  codimagem: number;
  record: CallRecord;
}

/** the API's limit of current files per document (MAX_FILES_PER_DOCUMENT) */
const FILES_PER_DOCUMENT = 20;
const TICK_MS = 30;
const MAX_IN_FLIGHT = 60;

/** a few small, different, valid images (JPEG and PNG), made once */
export async function makeImages(count = 8): Promise<{ data: Buffer; filename: string }[]> {
  const out: { data: Buffer; filename: string }[] = [];
  for (let i = 0; i < count; i++) {
    const raw = Buffer.alloc(48 * 32 * 3);
    for (let p = 0; p < raw.length; p++) raw[p] = (p * (i + 7) + i * 31) & 255;
    const img = sharp(raw, { raw: { width: 48, height: 32, channels: 3 } });
    out.push(
      i % 2 === 0
        ? { data: await img.jpeg({ quality: 80 }).toBuffer(), filename: `foto-${i}.jpg` }
        : { data: await img.png().toBuffer(), filename: `scan-${i}.png` },
    );
  }
  return out;
}

export class Load {
  readonly records: CallRecord[] = [];
  readonly saves = new Map<Target, SentSave[]>();
  readonly uploads: AckedUpload[] = [];
  /** 2xx answers that do not answer what was asked (another request's answer) */
  readonly mismatches: string[] = [];
  private busySave = new Set<Target>();
  private filesOf = new Map<string, number>();
  private full = new Set<string>();
  private inFlight = new Set<Promise<void>>();
  private timer: NodeJS.Timeout | undefined;
  private tick = 0;
  private seq = 0;
  private imageIndex = 0;
  private nextTarget = 0;
  running = false;

  constructor(
    readonly baseUrl: string,
    readonly targets: Target[],
    readonly images: { data: Buffer; filename: string }[],
    /** a prefix of every autosaved value of this run (max 70 characters in all) */
    readonly tag: string,
  ) {
    for (const t of targets) this.saves.set(t, []);
  }

  start(): void {
    this.running = true;
    const t0 = Date.now();
    // a timer on a busy machine fires late: catch up on the calls that were due, within the cap
    this.timer = setInterval(() => {
      const due = Math.floor((Date.now() - t0) / TICK_MS);
      while (this.running && this.tick < due && this.inFlight.size < MAX_IN_FLIGHT) this.step();
      this.tick = Math.max(this.tick, due);
    }, TICK_MS);
  }

  /** stops sending and waits for every call in flight */
  async stop(): Promise<void> {
    this.running = false;
    clearInterval(this.timer);
    while (this.inFlight.size) await Promise.all([...this.inFlight]);
  }

  private launch(work: () => Promise<void>): void {
    const p = work().finally(() => this.inFlight.delete(p));
    this.inFlight.add(p);
  }

  private step(): void {
    const slot = this.tick++ % 12;
    if (slot === 0 && this.upload()) return;
    if (slot % 2 === 1 && this.view()) return;
    if (this.autosave()) return;
    this.view();
  }

  private pickTarget(ok: (t: Target) => boolean): Target | undefined {
    for (let i = 0; i < this.targets.length; i++) {
      const t = this.targets[(this.nextTarget + i) % this.targets.length]!;
      if (ok(t)) {
        this.nextTarget = (this.nextTarget + i + 1) % this.targets.length;
        return t;
      }
    }
    return undefined;
  }

  private autosave(): boolean {
    const t = this.pickTarget((x) => !this.busySave.has(x));
    if (!t) return false;
    this.busySave.add(t);
    const save: SentSave = { seq: ++this.seq, value: `${this.tag}-${t.codcandidato}-${this.seq}` };
    this.saves.get(t)!.push(save);
    this.launch(async () => {
      const rec = await call(this.baseUrl, '/api/candidate', {
        kind: 'autosave',
        method: 'PATCH',
        token: t.actor.token,
        tenant: t.actor.tenant,
        json: {
          CODCANDIDATO: t.codcandidato,
          // staff send their own CODUSUARIO; a candidate sends none
          ...(t.actor.codusuario > 0 ? { CODUSUARIO: t.actor.codusuario } : {}),
          FIELD: 'NOMEMAE',
          VALUE: save.value,
        },
      });
      save.record = rec;
      this.records.push(rec);
      const answered = (rec.json as { VALUE?: unknown } | undefined)?.VALUE;
      if (rec.status >= 200 && rec.status < 300 && answered !== save.value)
        this.mismatches.push(
          `autosave of '${save.value}' answered VALUE '${String(answered)}': ${describe(rec)}`,
        );
      this.busySave.delete(t);
    });
    return true;
  }

  private upload(): boolean {
    let type: number | undefined;
    const t = this.pickTarget((x) => {
      type = x.types.find((ty) => !this.full.has(`${x.codcandidato}/${ty}`));
      return type !== undefined;
    });
    if (!t || type === undefined) return false;
    const key = `${t.codcandidato}/${type}`;
    const count = (this.filesOf.get(key) ?? 0) + 1;
    this.filesOf.set(key, count);
    // unacknowledged uploads may have been stored too: the API's 409 says when it is really full
    if (count >= FILES_PER_DOCUMENT) this.full.add(key);
    const image = this.images[this.imageIndex++ % this.images.length]!;
    const codtipodoc = type;
    this.launch(async () => {
      const rec = await call(
        this.baseUrl,
        `/api/candidate/documents/upload/image/${t.codcandidato}/${codtipodoc}/${t.actor.codusuario}`,
        { kind: 'upload', token: t.actor.token, tenant: t.actor.tenant, multipart: image },
      );
      this.records.push(rec);
      const answer = rec.json as { CODIMAGEM?: unknown; CODTIPODOC?: unknown } | undefined;
      const codimagem = answer?.CODIMAGEM;
      if (rec.status >= 200 && rec.status < 300 && typeof codimagem === 'number') {
        this.uploads.push({ target: t, codtipodoc, codimagem, record: rec });
        if (answer?.CODTIPODOC !== codtipodoc)
          this.mismatches.push(
            `upload to type ${codtipodoc} answered CODTIPODOC ${String(answer?.CODTIPODOC)}: ${describe(rec)}`,
          );
      }
      if (rec.status === 409) this.full.add(key);
    });
    return true;
  }

  private view(): boolean {
    if (this.uploads.length === 0) return false;
    const u = this.uploads[Math.floor(Math.random() * this.uploads.length)]!;
    this.launch(async () => {
      const rec = await call(
        this.baseUrl,
        `/api/candidate/documents/image/show/${u.target.codcandidato}/${u.codtipodoc}?CODIMAGEM=${u.codimagem}`,
        { kind: 'view', token: u.target.actor.token, tenant: u.target.actor.tenant },
      );
      this.records.push(rec);
      if (rec.status === 200 && !rec.contentType?.startsWith('image/'))
        this.mismatches.push(`image view answered ${rec.contentType}: ${describe(rec)}`);
    });
    return true;
  }

  /** acknowledged autosaves of a target, in the order sent */
  ackedSaves(t: Target): SentSave[] {
    return this.saves.get(t)!.filter((s) => s.record && s.record.status >= 200 && s.record.status < 300);
  }
}
