/**
 * An .xlsx written straight to a stream with exceljs's streaming writer: rows are committed as
 * they come, so memory stays flat whatever the number of rows. Every text value is written as an
 * inline string cell (t="inlineStr"), never as a formula; text that starts with = + - @, tab or
 * CR also gets a leading ' (ASVS 1.2.10), so it stays inert when the sheet is edited, re-saved as
 * CSV or pasted into another sheet, and the value is still readable. Styles are off on purpose:
 * exceljs resolves a style for every cell, which multiplied the export time (decision 027).
 */
import { PassThrough } from 'node:stream';
import type ExcelJS from 'exceljs';

export type CellValue = string | number | null;
export interface SheetColumn {
  header: string;
  width?: number;
}

/** The stream at once (the caller answers with it); the workbook once exceljs is loaded. */
export function createXlsxStream() {
  const stream = new PassThrough();
  // exceljs (~15 MB of memory) is loaded by the first export, not at start
  const workbook = import('exceljs').then(({ default: excel }) => {
    const writer = new excel.stream.xlsx.WorkbookWriter({
      stream,
      useStyles: false,
      useSharedStrings: false,
    });
    writer.creator = 'Admissão';
    return writer;
  });
  return { stream, workbook };
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** text a spreadsheet could read as a formula, with the leading ' that keeps it text */
export const inertText = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

const cellOf = (v: CellValue) =>
  v === null || v === '' ? undefined : typeof v === 'string' ? inertText(v) : v;

/** The parts of exceljs's sheet stream (StreamBuf) that hold what the zip has not taken yet. */
interface SheetStreamBuf {
  buffers?: { length: number }[];
  pipes?: { writableLength?: number }[];
}

/** Bytes of a sheet written but not yet compressed into the zip. */
function sheetBacklog(sheet: ExcelJS.Worksheet): number {
  // `_stream`, not `stream`: the getter would open the sheet's zip entry
  const buf = (sheet as unknown as { _stream?: SheetStreamBuf })._stream;
  if (!buf) return 0;
  const held = (buf.buffers ?? []).reduce((n, b) => n + b.length, 0);
  return held + (buf.pipes ?? []).reduce((n, p) => n + (p.writableLength ?? 0), 0);
}

/**
 * exceljs's sheet stream ignores backpressure: it hands every chunk to the zip's deflate at once (and
 * keeps them itself while an earlier sheet is still being compressed). A page of light rows is written
 * faster than deflate compresses it, so without this wait the backlog grew by tens of MB (the bench
 * peaked at 355–383 MB). Past this many bytes the writer waits for the zip.
 */
const SHEET_BACKLOG_LIMIT = 4 * 1024 * 1024;

export function addSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, name: string, columns: SheetColumn[]) {
  const sheet = workbook.addWorksheet(name);
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width ?? 18 }));
  return {
    /** waits while the zip is behind this sheet (not once the reader has gone) */
    async caughtUp(output: PassThrough) {
      while (!output.destroyed && sheetBacklog(sheet) > SHEET_BACKLOG_LIMIT)
        await new Promise((r) => setTimeout(r, 5));
    },
    add(values: CellValue[]) {
      // only primitives reach exceljs: an object ({formula}, {hyperlink}) is what would make a formula.
      // An empty value is left out (undefined): exceljs then creates no cell object for it.
      sheet.addRow(values.map(cellOf)).commit();
    },
    commit: () => sheet.commit(),
  };
}

/** Waits while the reader is behind (backpressure); false once the reader has gone. */
export function readerReady(stream: PassThrough): Promise<boolean> {
  if (stream.destroyed) return Promise.resolve(false);
  if (!stream.writableNeedDrain) return Promise.resolve(true);
  return new Promise((resolve) => {
    const done = (ok: boolean) => {
      stream.off('drain', onDrain);
      stream.off('close', onClose);
      resolve(ok);
    };
    const onDrain = () => done(true);
    const onClose = () => done(false);
    stream.once('drain', onDrain);
    stream.once('close', onClose);
  });
}
