/**
 * An .xlsx written straight to a stream with exceljs's streaming writer: rows are committed as
 * they come, so memory stays flat whatever the number of rows. Text that a spreadsheet could take
 * for a formula (= + - @, tab, CR) stays a text cell with the Text format '@' (no formula injection).
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

export type CellValue = string | number | null;
export interface SheetColumn {
  header: string;
  width?: number;
}

const RISKY = /^[=+\-@\t\r]/;

export function createXlsxStream() {
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Admissão';
  return { stream, workbook };
}

export function addSheet(workbook: ExcelJS.stream.xlsx.WorkbookWriter, name: string, columns: SheetColumn[]) {
  const sheet = workbook.addWorksheet(name);
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width ?? 18 }));
  sheet.getRow(1).font = { bold: true };
  return {
    add(values: CellValue[]) {
      const row = sheet.addRow(values);
      values.forEach((v, i) => {
        if (typeof v === 'string' && RISKY.test(v)) row.getCell(i + 1).numFmt = '@';
      });
      row.commit();
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
