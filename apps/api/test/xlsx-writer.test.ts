/**
 * The export's own .xlsx writer (decision 027, since 2026-11-27): a valid zip (every entry's CRC and
 * sizes checked here by reading the central directory independently of the writer), text that XML
 * cannot carry made safe, Excel's cell limit kept, the header bold and frozen, and a reader that leaves
 * stops the writer. exceljs (a separate implementation) reads every file back.
 */
import { inflateRawSync, crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createXlsxStream, type CellValue } from '../src/modules/reports/excel-stream.ts';

async function write(rows: CellValue[][], headers = ['a', 'b', 'c']) {
  const { stream, workbook } = createXlsxStream();
  const chunks: Buffer[] = [];
  stream.on('data', (c: Buffer) => chunks.push(c));
  const ended = new Promise((r) => stream.on('end', r));
  const sheet = workbook.addSheet(
    'Planilha',
    headers.map((header) => ({ header })),
  );
  for (const r of rows) sheet.add(r);
  expect(await sheet.caughtUp()).toBe(true);
  await sheet.commit();
  const second = workbook.addSheet('Outra', [{ header: 'x', width: 40 }]);
  second.add(['y']);
  await second.commit();
  await workbook.commit();
  await ended;
  return Buffer.concat(chunks);
}

/** Reads a zip from its end: the central directory, then each entry's local data, inflated. */
function readZip(zip: Buffer) {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(eocd).toBe(zip.length - 22);
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  expect(at + zip.readUInt32LE(eocd + 12)).toBe(eocd);
  const entries = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const [crc, compressed, size] = [
      zip.readUInt32LE(at + 16),
      zip.readUInt32LE(at + 20),
      zip.readUInt32LE(at + 24),
    ];
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    expect(zip.readUInt32LE(local)).toBe(0x04034b50);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = inflateRawSync(zip.subarray(start, start + compressed));
    expect(data.length, name).toBe(size);
    expect(crc32(data) >>> 0, name).toBe(crc);
    // the data descriptor after the data repeats them
    expect(zip.readUInt32LE(start + compressed)).toBe(0x08074b50);
    expect(zip.readUInt32LE(start + compressed + 4)).toBe(crc);
    entries.set(name, data.toString('utf8'));
    at += 46 + nameLength;
  }
  return entries;
}

async function read(file: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  return book;
}

describe('the .xlsx writer', () => {
  it('writes a valid zip with the parts of a workbook, each sheet its own entry', async () => {
    const entries = readZip(await write([['um', 2, null]]));
    expect([...entries.keys()].sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'docProps/app.xml',
      'docProps/core.xml',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
      'xl/worksheets/sheet2.xml',
    ]);
    const sheet = entries.get('xl/worksheets/sheet1.xml')!;
    expect(sheet).toContain('<c r="A2" t="inlineStr"><is><t>um</t></is></c><c r="B2"><v>2</v></c></row>');
    expect(sheet).not.toContain('C2'); // an empty value makes no cell
    expect(sheet).not.toMatch(/<f>|t="str"|t="s"/); // no formula, no shared string
  });

  it('reads back as written: texts XML cannot carry made safe, numbers as numbers, the header bold and frozen', async () => {
    const rows: CellValue[][] = [
      ['<b>&"Ana"</b>', 'linha\r\nnova', '  espaços  '],
      ['nul\u0000 e controle\u0001\u001f', 'emoji 👩🏽‍💼 e \ud800 solto', 1234.5],
      ['=SOMA(A1)', -7, '@x'],
      ['x'.repeat(40_000), 0, 'São Paulo – Avenida Ipiranga, nº 1.000'],
    ];
    const book = await read(await write(rows));
    const ws = book.getWorksheet('Planilha')!;
    const value = (r: number, c: number) => ws.getRow(r).getCell(c).value;
    expect(value(1, 1)).toBe('a');
    expect(ws.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(value(2, 1)).toBe('<b>&"Ana"</b>');
    expect(value(2, 2)).toBe('linha\r\nnova');
    expect(value(2, 3)).toBe('  espaços  ');
    expect(value(3, 1)).toBe('nul e controle');
    expect(value(3, 2)).toBe('emoji 👩🏽‍💼 e  solto');
    expect(value(3, 3)).toBe(1234.5);
    expect(value(4, 1)).toBe("'=SOMA(A1)");
    expect(ws.getRow(4).getCell(1).formula).toBeUndefined();
    expect(value(4, 2)).toBe(-7);
    expect(value(4, 3)).toBe("'@x");
    expect(String(value(5, 1)).length).toBe(32_767);
    expect(value(5, 2)).toBe(0);
    expect(value(5, 3)).toBe('São Paulo – Avenida Ipiranga, nº 1.000');
    expect(book.getWorksheet('Outra')!.getColumn(1).width).toBe(40);
    expect(book.creator).toBe('Admissão');
  });

  it('columns past Z are named AA, AB, …', async () => {
    const headers = Array.from({ length: 60 }, (_, i) => `h${i}`);
    const file = await write([headers.map((_, i) => i)], headers);
    const sheet = readZip(file).get('xl/worksheets/sheet1.xml')!;
    expect(sheet).toContain('<c r="Z2"><v>25</v></c><c r="AA2"><v>26</v></c>');
    expect(sheet).toContain('<c r="BH2"><v>59</v></c>');
    const ws = (await read(file)).getWorksheet('Planilha')!;
    expect(ws.getRow(2).getCell(60).value).toBe(59);
  });

  it('thousands of rows come back whole', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i): CellValue[] => [
      i,
      `CANDIDATO ${i}`,
      'x'.repeat(i % 50),
    ]);
    const ws = (await read(await write(rows))).getWorksheet('Planilha')!;
    expect(ws.rowCount).toBe(20_001);
    expect(ws.getRow(12_346).getCell(2).value).toBe('CANDIDATO 12344');
  });

  it('a reader that leaves stops the writer: caughtUp answers false', async () => {
    const { stream, workbook } = createXlsxStream();
    const sheet = workbook.addSheet('Planilha', [{ header: 'a' }]);
    // nobody reads: the output fills up, then the reader goes away
    for (let i = 0; i < 50_000; i++) sheet.add([`linha ${i} ${'y'.repeat(20)}`]);
    const waiting = sheet.caughtUp();
    setTimeout(() => stream.destroy(), 50);
    expect(await waiting).toBe(false);
    // a writer that goes on anyway ends at once instead of waiting forever
    await sheet.commit();
    await workbook.commit();
  });
});
