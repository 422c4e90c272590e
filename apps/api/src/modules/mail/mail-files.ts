/**
 * The .eml files the file sender writes under DATA_DIR/mail (no SMTP configured). Each file is
 * named after its outbox row, so what the outbox knows about a mail — whom it was to, whom it
 * names — also finds its file: anonymisation deletes the files of the rows it redacts (decision 039).
 */
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

export const MAIL_DIR = 'mail';

/** `<ISO time>-outbox-<id>.eml`: sorted by time in a listing; a repeat of the row has another time */
export const mailFileName = (outboxId: number, at = new Date()) =>
  `${at.toISOString().replace(/[:.]/g, '-')}-outbox-${outboxId}.eml`;

const OUTBOX_ID = /-outbox-(\d+)\.eml$/;

/** Deletes the files of these outbox rows (none, or a folder that does not exist, is not an error). */
export async function deleteMailFiles(dir: string, outboxIds: readonly number[]): Promise<number> {
  if (outboxIds.length === 0) return 0;
  const wanted = new Set(outboxIds.map(String));
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
  const mine = names.filter((n) => wanted.has(OUTBOX_ID.exec(n)?.[1] ?? ''));
  await Promise.all(mine.map((n) => rm(join(dir, n), { force: true })));
  return mine.length;
}
