/**
 * An .xlsx written straight to a stream, row by row (decision 027): each sheet's XML goes into its
 * zip entry as it is made, so memory stays flat whatever the number of rows. Every text value is
 * written as an inline string cell (t="inlineStr"), never as a formula; text that starts with
 * = + - @, tab or CR also gets a leading ' (ASVS 1.2.10), so it stays inert when the sheet is edited,
 * re-saved as CSV or pasted into another sheet, and the value is still readable. Until 2026-11-27
 * exceljs wrote the file: its objects per cell made the export's server peak past 400 MB.
 */
import { PassThrough } from 'node:stream';
import { outputReady, ZipStream, type ZipEntry } from './zip-stream.ts';
import {
  appProperties,
  contentTypes,
  coreProperties,
  escapeXml,
  HEADER_STYLE,
  packageRels,
  SHEET_END,
  sheetPath,
  sheetStart,
  styles,
  workbook as workbookXml,
  workbookRels,
} from './xlsx-parts.ts';

export type CellValue = string | number | null;
export interface SheetColumn {
  header: string;
  width?: number;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** text a spreadsheet could read as a formula, with the leading ' that keeps it text */
export const inertText = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

/** A cell holds at most 32,767 characters (Excel's limit: a longer one makes it "repair" the file). */
const CELL_MAX = 32_767;
/** Rows are gathered into pieces of about this size before they go to deflate. */
const PIECE = 64 * 1024;

/** A, B, …, Z, AA, AB, … */
function columnName(index: number): string {
  let n = index + 1;
  let name = '';
  while (n > 0) {
    const r = (n - 1) % 26;
    name = String.fromCharCode(65 + r) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

function cellXml(ref: string, v: CellValue, style = ''): string {
  if (v === null || v === '') return '';
  if (typeof v === 'number') return Number.isFinite(v) ? `<c r="${ref}"${style}><v>${v}</v></c>` : '';
  const text = escapeXml(inertText(v).slice(0, CELL_MAX));
  const space = /^\s|\s$/.test(text) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${style} t="inlineStr"><is><t${space}>${text}</t></is></c>`;
}

export interface XlsxWorkbook {
  /** Opens the next sheet (the one before must be committed) with its header row. */
  addSheet(name: string, columns: SheetColumn[]): Sheet;
  /** Writes the workbook's parts and ends the stream. */
  commit(): Promise<void>;
}

export interface Sheet {
  add(values: CellValue[]): void;
  /** Waits while the zip or the reader is behind; false once the reader has gone. */
  caughtUp(): Promise<boolean>;
  commit(): Promise<void>;
}

/** The stream (the caller answers with it at once) and the workbook that fills it. */
export function createXlsxStream(): { stream: PassThrough; workbook: XlsxWorkbook } {
  const stream = new PassThrough();
  const zip = new ZipStream(stream);
  const names: string[] = [];
  const workbook: XlsxWorkbook = {
    addSheet(name, columns) {
      names.push(name);
      return openSheet(zip.entry(sheetPath(names.length)), stream, columns);
    },
    async commit() {
      const at = new Date();
      await zip.text('[Content_Types].xml', contentTypes(names.length));
      await zip.text('_rels/.rels', packageRels());
      await zip.text('docProps/core.xml', coreProperties('Admissão', at));
      await zip.text('docProps/app.xml', appProperties('Admissão'));
      await zip.text('xl/workbook.xml', workbookXml(names));
      await zip.text('xl/_rels/workbook.xml.rels', workbookRels(names.length));
      await zip.text('xl/styles.xml', styles());
      await zip.finish();
    },
  };
  return { stream, workbook };
}

function openSheet(entry: ZipEntry, output: PassThrough, columns: SheetColumn[]): Sheet {
  const refs: string[] = [];
  const ref = (i: number) => (refs[i] ??= columnName(i));
  const header = ` s="${HEADER_STYLE}"`;
  let row = 1;
  let piece =
    sheetStart(columns.map((c) => c.width ?? 18)) +
    `<row r="1">${columns.map((c, i) => cellXml(`${ref(i)}1`, c.header, header)).join('')}</row>`;
  const flush = () => {
    if (piece) entry.write(piece);
    piece = '';
  };
  return {
    add(values) {
      row++;
      let cells = '';
      for (let i = 0; i < values.length; i++) cells += cellXml(`${ref(i)}${row}`, values[i] ?? null);
      piece += `<row r="${row}">${cells}</row>`;
      if (piece.length > PIECE) flush();
    },
    async caughtUp() {
      flush();
      await entry.drained();
      const ready = await outputReady(output);
      if (!ready) entry.abandon();
      return ready;
    },
    async commit() {
      piece += SHEET_END;
      flush();
      await entry.end();
    },
  };
}
