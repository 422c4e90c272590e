/**
 * Issue 31 §8: the names of a ZIP's entries are built from cleaned segments (lib/zip-names.ts, the
 * one namer of every ZIP the API writes), so a document type stored with a hostile name before the
 * text rule ('..', a leading slash, a backslash, control and bidi characters) cannot make an entry
 * that escapes its folder when unzipped. The data export is read back by its central directory,
 * byte by byte, not through an unzip library that might clean names itself.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import { ZipNames, zipEntryName } from '../src/lib/zip-names.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import * as F from './fixtures/files.ts';
import { docTypes, multipartBody } from './fixtures/documents-helpers.ts';
import { signInDemoCast, type DemoCast } from './support/demo-cast.ts';

/** The entry names of a ZIP, from its central directory (PKWARE APPNOTE 4.3.12, 4.3.16). */
export function centralDirectoryNames(zip: Buffer): string[] {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== 0x06054b50) end--;
  expect(end, 'end of central directory').toBeGreaterThanOrEqual(0);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const names: string[] = [];
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at), `central header ${i}`).toBe(0x02014b50);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    names.push(zip.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + skip;
  }
  return names;
}

/** A name that every unzip tool writes inside the folder it unzips into, and only once. */
function expectSafeNames(names: string[]) {
  for (const name of names) {
    expect(name, name).not.toMatch(/^\//);
    expect(name, name).not.toMatch(/\\/);
    expect(name, name).not.toMatch(/^[A-Za-z]:/);
    expect(name, name).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u);
    for (const segment of name.split('/')) {
      expect(segment, name).not.toBe('');
      expect(segment, name).not.toMatch(/^[.\s]+$/);
    }
  }
  expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
}

describe('zipEntryName and ZipNames', () => {
  it.each([
    [['documentos', '..', '4.jpg'], 'documentos/_/4.jpg'],
    [['documentos', '.', '4.jpg'], 'documentos/_/4.jpg'],
    [['documentos', ' . . ', '4.jpg'], 'documentos/_/4.jpg'],
    [['documentos', '../../etc', '4.jpg'], 'documentos/.._.._etc/4.jpg'],
    [['documentos', 'a\\..\\b', '4.jpg'], 'documentos/a_.._b/4.jpg'],
    [['documentos', 'C:', '4.jpg'], 'documentos/C_/4.jpg'],
    [['documentos', 'RG\u202Egpj.exe\u0007\n', '4.jpg'], 'documentos/RG_gpj.exe_/4.jpg'],
    [['documentos', 'Certida\u0303o', '4.jpg'], 'documentos/Certidão/4.jpg'],
    ['/etc/passwd', 'etc/passwd'],
    ['../../x.txt', '_/_/x.txt'],
    ['a//b', 'a/b'],
    ['', '_'],
    ['[Content_Types].xml', '[Content_Types].xml'],
    ['_rels/.rels', '_rels/.rels'],
  ] as const)('%j → %s', (path, safe) => {
    expect(zipEntryName(path)).toBe(safe);
    expect(zipEntryName(safe)).toBe(safe); // idempotent
  });

  it('never gives one name twice in an archive, whatever the case', () => {
    const names = new ZipNames(['dados.json']);
    expect(names.take('DADOS.json')).toBe('DADOS (2).json');
    expect(names.take(['documentos', '..', '4.jpg'])).toBe('documentos/_/4.jpg');
    expect(names.take(['documentos', '.', '4.jpg'])).toBe('documentos/_/4 (2).jpg');
    expect(names.take(['documentos', '_', '4.jpg'])).toBe('documentos/_/4 (3).jpg');
    expect(names.take('LEIA-ME')).toBe('LEIA-ME');
    expect(names.take('leia-me')).toBe('leia-me (2)');
  });
});

describe("the data export's entries, with hostile document type names stored before the rule", () => {
  let t: TestApp;
  let { cand, id } = {} as DemoCast;

  beforeAll(async () => {
    t = await createTestApp();
    ({ cand, id } = await signInDemoCast(t, 'cand'));
    const types = await docTypes(t, '041');
    for (const [name, doc, data] of [
      ['rg.jpg', types['RG (FRENTE E VERSO)']!, await F.jpeg()],
      ['cpf.pdf', types['CPF']!, await F.pdf(1)],
    ] as const) {
      const body = multipartBody(data, name);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/candidate/documents/upload/${name.endsWith('.pdf') ? 'pdf' : 'image'}/${id}/${doc}/0`,
        headers: { ...t.headers(cand.token), ...body.headers },
        payload: body.payload,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    // names the configuration refuses now, as an older version or a direct import may have stored them
    await t.db.execute(
      sql`update document_type set documento = '..' where codtipodoc = ${types['RG (FRENTE E VERSO)']!}`,
    );
    await t.db.execute(
      sql`update document_type set documento = ${'/..\\..\\\u202Eexe.txt\u0007'} where codtipodoc = ${types['CPF']!}`,
    );
  });
  afterAll(() => t.close());

  it('every entry is a safe, unique relative path under documentos/, as dados.json lists it', async () => {
    await t.db.execute(sql`delete from rate_limit where key like 'privacy-export:%'`);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/candidate/privacy/export',
      headers: t.headers(cand.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const names = centralDirectoryNames(res.rawPayload);
    expectSafeNames(names);
    const files = names.filter((n) => n.startsWith('documentos/'));
    expect(files).toHaveLength(2);
    expect(names.filter((n) => !n.startsWith('documentos/')).sort()).toEqual(['LEIA-ME.txt', 'dados.json']);
    const dados = JSON.parse(strFromU8(unzipSync(new Uint8Array(res.rawPayload))['dados.json']!)) as {
      arquivos: { arquivo: string; documento: string }[];
    };
    expect(dados.arquivos.map((a) => a.arquivo).sort()).toEqual([...files].sort());
    // the name itself is kept, as data, in dados.json
    expect(dados.arquivos.map((a) => a.documento)).toContain('..');
  });
});
