import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createXlsxStream, inertText } from '../src/modules/reports/excel-stream.ts';

describe('Excel text that a spreadsheet could run (ASVS 1.2.10)', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`],
    ['+5511999999999', "'+5511999999999"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1', "'\t=1"],
    ['\r=1', "'\r=1"],
    ['Maria = José', 'Maria = José'],
    ['123.456.789-09', '123.456.789-09'],
  ])('%j is written as %j', (value, want) => {
    expect(inertText(value)).toBe(want);
  });

  it('reaches the sheet with the quote, numbers stay numbers', async () => {
    const { stream, workbook } = createXlsxStream();
    const chunks: Buffer[] = [];
    stream.on('data', (c: Buffer) => chunks.push(c));
    const done = new Promise((r) => stream.on('end', r));
    const sheet = workbook.addSheet('T', [{ header: 'a' }, { header: 'b' }, { header: 'c' }]);
    sheet.add(['=1+1', -5, '@x']);
    await sheet.commit();
    await workbook.commit();
    await done;
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const row = read.getWorksheet('T')!.getRow(2);
    expect(row.getCell(1).value).toBe("'=1+1");
    expect(row.getCell(1).formula).toBeUndefined();
    expect(row.getCell(2).value).toBe(-5);
    expect(row.getCell(3).value).toBe("'@x");
  });
});
