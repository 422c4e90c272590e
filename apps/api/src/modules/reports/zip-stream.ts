/**
 * A .zip written as it is produced, one entry at a time, each compressed by Node's zlib (deflate runs
 * on the thread pool, not the event loop) straight into the output. Backpressure runs end to end: the
 * output full pauses the deflate stream, whose full buffer makes the writer wait (`ready`), so memory
 * holds a few buffers whatever the size of the file. Sizes and CRC come after each entry's data (a
 * data descriptor, flag bit 3), so nothing is held to compute them first. No ZIP64: an entry or a file
 * past 4 GiB is refused (the largest export, 100,000 candidates with every area, is a few hundred MB
 * uncompressed). Format: PKWARE APPNOTE 6.3 §4.3.
 */
import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { crc32, createDeflateRaw, type DeflateRaw } from 'node:zlib';
import { brasiliaWallClock } from '@admissao/domain';
import { ZipNames } from '../../lib/zip-names.ts';

const LIMIT = 0xffffffff;
/** bit 3: sizes and CRC in a data descriptor after the data; bit 11: the name is UTF-8 */
const FLAGS = 0x0808;
const DEFLATE = 8;
const VERSION = 20;

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/** Resolves true once the output takes more, false once it has gone (the reader left). */
export function outputReady(out: Writable): Promise<boolean> {
  if (out.destroyed || out.writableEnded) return Promise.resolve(false);
  if (!out.writableNeedDrain) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      resolve(ok);
    };
    const onDrain = () => done(true);
    const onClose = () => done(false);
    out.once('drain', onDrain);
    out.once('close', onClose);
  });
}

/** MS-DOS time and date of an entry (no time zone in the format: Brasília's wall clock). */
function dosDateTime(at: Date): { time: number; date: number } {
  const d = brasiliaWallClock(at);
  return {
    time: (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | Math.floor(d.getUTCSeconds() / 2),
    date: ((d.getUTCFullYear() - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate(),
  };
}

export class ZipStream {
  private offset = 0;
  private readonly written: Written[] = [];
  private current: ZipEntry | null = null;
  private readonly stamp: { time: number; date: number };
  /** the one entry namer of every ZIP (issue 31 §8): safe relative, unique names */
  private readonly names = new ZipNames();

  constructor(
    private readonly out: Writable,
    at = new Date(),
  ) {
    this.stamp = dosDateTime(at);
  }

  /** Starts the next entry; the one before must have ended. */
  entry(path: string): ZipEntry {
    if (this.current && !this.current.abandoned) throw new Error(`zip: ${this.current.name} not ended`);
    const name = this.names.take(path);
    const bytes = Buffer.from(name, 'utf8');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    // CRC and sizes stay 0 here: they follow the data
    this.fields(header, 4, bytes.length, { crc: 0, compressed: 0, size: 0 });
    const offset = this.offset;
    this.emit(Buffer.concat([header, bytes]));
    this.current = new ZipEntry(
      name,
      (chunk) => this.emit(chunk),
      (sums) => {
        this.current = null;
        this.written.push({ name: bytes, offset, ...sums });
        const descriptor = Buffer.alloc(16);
        descriptor.writeUInt32LE(0x08074b50, 0);
        descriptor.writeUInt32LE(sums.crc, 4);
        descriptor.writeUInt32LE(sums.compressed, 8);
        descriptor.writeUInt32LE(sums.size, 12);
        this.emit(descriptor);
      },
    );
    return this.current;
  }

  /** A whole entry from text at once (the small parts of a file). */
  async text(name: string, content: string): Promise<void> {
    if (this.out.destroyed) return; // the reader has gone: the file is never finished
    const e = this.entry(name);
    e.write(content);
    await e.end();
  }

  /** Writes the central directory and ends the output. */
  async finish(): Promise<void> {
    if (this.out.destroyed) return;
    if (this.current) throw new Error(`zip: ${this.current.name} not ended`);
    const start = this.offset;
    for (const w of this.written) {
      const h = Buffer.alloc(46);
      h.writeUInt32LE(0x02014b50, 0);
      h.writeUInt16LE(VERSION, 4); // made by
      this.fields(h, 6, w.name.length, w);
      // extra, comment, disk, attributes: 0
      h.writeUInt32LE(w.offset, 42);
      this.emit(Buffer.concat([h, w.name]));
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(this.written.length, 8);
    end.writeUInt16LE(this.written.length, 10);
    end.writeUInt32LE(this.offset - start, 12);
    end.writeUInt32LE(start, 16);
    this.emit(end);
    if (this.out.destroyed) return;
    this.out.end();
    await once(this.out, 'finish').catch(() => undefined);
  }

  /** The fields a local header (at 4) and a central one (at 6) share, from version needed to name length. */
  private fields(
    h: Buffer,
    at: number,
    nameLength: number,
    sums: { crc: number; compressed: number; size: number },
  ) {
    h.writeUInt16LE(VERSION, at);
    h.writeUInt16LE(FLAGS, at + 2);
    h.writeUInt16LE(DEFLATE, at + 4);
    h.writeUInt16LE(this.stamp.time, at + 6);
    h.writeUInt16LE(this.stamp.date, at + 8);
    h.writeUInt32LE(sums.crc, at + 10);
    h.writeUInt32LE(sums.compressed, at + 14);
    h.writeUInt32LE(sums.size, at + 18);
    h.writeUInt16LE(nameLength, at + 22);
  }

  private emit(chunk: Buffer) {
    this.offset += chunk.length;
    if (this.offset > LIMIT) throw new Error('zip: past 4 GiB (no ZIP64)');
    // a reader gone takes nothing more; the writer finds out through outputReady
    if (!this.out.destroyed) this.out.write(chunk);
  }
}

/** One entry's data, deflated as it is written. */
export class ZipEntry {
  private crc = 0;
  private size = 0;
  private compressed = 0;
  private readonly deflate: DeflateRaw = createDeflateRaw({ level: 6 });
  private readonly ended: Promise<void>;

  constructor(
    readonly name: string,
    emit: (chunk: Buffer) => void,
    done: (sums: { crc: number; size: number; compressed: number }) => void,
  ) {
    this.deflate.on('data', (chunk: Buffer) => {
      this.compressed += chunk.length;
      emit(chunk);
    });
    this.ended = once(this.deflate, 'end').then(() =>
      done({ crc: this.crc, size: this.size, compressed: this.compressed }),
    );
  }

  /** false when the deflate stream is full: wait for `drained()` before writing much more */
  write(data: string | Buffer): boolean {
    if (this.abandoned) return true;
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    this.crc = crc32(bytes, this.crc);
    this.size += bytes.length;
    if (this.size > LIMIT) throw new Error(`zip: ${this.name} past 4 GiB (no ZIP64)`);
    return this.deflate.write(bytes);
  }

  /** Resolves once the deflate stream takes more. */
  async drained(): Promise<void> {
    if (this.deflate.writableNeedDrain) await once(this.deflate, 'drain');
  }

  async end(): Promise<void> {
    if (this.abandoned) return;
    this.deflate.end();
    await this.ended;
  }

  /** The reader has gone: frees the deflate stream (the file is never finished); writes do nothing. */
  abandon(): void {
    this.deflate.destroy();
  }

  get abandoned(): boolean {
    return this.deflate.destroyed;
  }
}
