/**
 * Issue 12 M6: an uploaded PDF with scripts, automatic actions, program launches, embedded files
 * or rich media is refused with a clear message and nothing is stored, however the names are
 * written (#xx escapes, compressed object streams); a passive PDF is stored byte for byte; stored
 * PDFs are served as attachments.
 */
import { sql } from 'drizzle-orm';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOC_MSG, type LogonAnswer } from '@admissao/domain';
import { rowsOf } from '../src/lib/rows.ts';
import { DOCUMENT_FORMATS, sanitizeUpload } from '../src/modules/documents/sanitize-upload.ts';
import { createTestApp, type TestApp } from '../src/testing/test-app.ts';
import { docTypes, multipartBody } from './fixtures/documents-helpers.ts';
import { signInDemoCast } from './support/demo-cast.ts';

type Build = (doc: PDFDocument) => void;

async function pdfWith(build: Build, useObjectStreams = true): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]);
  build(doc);
  return Buffer.from(await doc.save({ useObjectStreams }));
}

/** a PDF whose placeholder name is then spelled as given (same length, so offsets stay right) */
async function pdfWithSpelledName(placeholder: string, spelled: string, asKey: boolean): Promise<Buffer> {
  const bytes = await pdfWith((doc) => {
    const action = asKey
      ? doc.context.obj({ S: 'Named', N: 'NextPage', [placeholder]: PDFString.of('app.alert(1)') })
      : doc.context.obj({ S: placeholder, JSX: PDFString.of('x') });
    doc.catalog.set(PDFName.of('Extra'), action);
  }, false);
  const text = bytes.toString('latin1');
  expect(text.includes(`/${placeholder}`)).toBe(true);
  return Buffer.from(text.replace(`/${placeholder}`, `/${spelled}`), 'latin1');
}

const ACTIVE: Array<[string, () => Promise<Buffer>]> = [
  [
    'OpenAction with JavaScript',
    () =>
      pdfWith((doc) =>
        doc.catalog.set(
          PDFName.of('OpenAction'),
          doc.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') }),
        ),
      ),
  ],
  [
    'an additional action (/AA) on a page',
    () =>
      pdfWith((doc) =>
        doc.getPage(0).node.set(PDFName.of('AA'), doc.context.obj({ O: { S: 'Named', N: 'Print' } })),
      ),
  ],
  [
    'an embedded file',
    () =>
      pdfWith((doc) =>
        doc.catalog.set(PDFName.of('Names'), doc.context.obj({ EmbeddedFiles: { Names: [] } })),
      ),
  ],
  [
    'a link annotation that launches a program',
    () =>
      pdfWith((doc) =>
        doc
          .getPage(0)
          .node.set(
            PDFName.of('Annots'),
            doc.context.obj([
              { Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 10, 10], A: { S: 'Launch', F: 'calc.exe' } },
            ]),
          ),
      ),
  ],
  [
    'rich media',
    () =>
      pdfWith((doc) =>
        doc
          .getPage(0)
          .node.set(PDFName.of('Annots'), doc.context.obj([{ Subtype: 'RichMedia', Rect: [0, 0, 1, 1] }])),
      ),
  ],
  ['/JavaScript written /J#61vaScript', () => pdfWithSpelledName('Qqqqqqqqqqqq', 'J#61vaScript', true)],
  ['/JS written /#4a#53 (lower-case hex)', () => pdfWithSpelledName('Qqqqqq', '#4a#53', true)],
  ['an action type /Launch written /L#61unch', () => pdfWithSpelledName('Qqqqqqqq', 'L#61unch', false)],
];

describe('the check of an uploaded PDF', () => {
  it.each(ACTIVE)('refuses %s', async (_name, make) => {
    const data = await make();
    await expect(
      sanitizeUpload(data, { allowed: DOCUMENT_FORMATS, formatMessage: 'x' }),
    ).rejects.toMatchObject({
      statusCode: 400,
      message: DOC_MSG.pdfActiveContent,
    });
  });

  it('keeps a passive PDF as it came, links and forms of text included', async () => {
    const data = await pdfWith((doc) => {
      doc.setTitle('RG');
      doc
        .getPage(0)
        .node.set(
          PDFName.of('Annots'),
          doc.context.obj([
            { Subtype: 'Link', Rect: [0, 0, 10, 10], A: { S: 'URI', URI: PDFString.of('https://gov.br') } },
          ]),
        );
    });
    const clean = await sanitizeUpload(data, { allowed: DOCUMENT_FORMATS, formatMessage: 'x' });
    expect(clean.data.equals(data)).toBe(true);
  });
});

describe('through the API', () => {
  let t: TestApp;
  let cand: LogonAnswer;
  let admin: LogonAnswer;
  let rg: number;
  beforeAll(async () => {
    t = await createTestApp();
    ({ cand, admin } = await signInDemoCast(t, 'cand', 'admin'));
    rg = (await docTypes(t, '041'))['RG (FRENTE E VERSO)']!;
  });
  afterAll(() => t.close());

  const send = (url: string, data: Buffer) => {
    const body = multipartBody(data, 'rg.pdf');
    return t.app.inject({
      method: 'POST',
      url,
      headers: { ...t.headers(cand.token), ...body.headers },
      payload: body.payload,
    });
  };
  const count = async (table: string) =>
    rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`),
    )[0]!.n;

  it('a document or temporary upload with active content is refused and nothing is stored', async () => {
    const data = await ACTIVE[0]![1]();
    const before = [await count('document_file'), await count('temp_upload')];
    const id = cand.candidate!.CODCANDIDATO;
    for (const url of [`/api/candidate/documents/upload/pdf/${id}/${rg}/0`, '/api/temporary/upload']) {
      const res = await send(url, data);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message).toBe(DOC_MSG.pdfActiveContent);
    }
    expect([await count('document_file'), await count('temp_upload')]).toEqual(before);
  });

  it('a stored PDF is served as an attachment, an image inline', async () => {
    const id = cand.candidate!.CODCANDIDATO;
    const up = await send(
      `/api/candidate/documents/upload/pdf/${id}/${rg}/0`,
      await pdfWith(() => undefined),
    );
    expect(up.statusCode, up.body).toBe(200);
    const show = await t.app.inject({
      url: `/api/candidate/documents/image/show/${id}/${rg}?CODIMAGEM=${up.json().CODIMAGEM}`,
      headers: t.headers(admin.token, { CODADM: 9, CODCLI: '041' }),
    });
    expect(show.statusCode, show.body).toBe(200);
    expect(show.headers['content-type']).toBe('application/pdf');
    expect(show.headers['content-disposition']).toMatch(/^attachment;/);
    const temp = await send('/api/temporary/upload', await pdfWith(() => undefined));
    const file = await t.app.inject({
      url: `/api/temporary/${temp.json().TOKEN}`,
      headers: t.headers(cand.token),
    });
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
  });
});
