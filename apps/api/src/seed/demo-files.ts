/**
 * Demo files (docs/design.md §8): DANIEL OLIVEIRA COSTA (041, status 4, Aguardando conferência) has sent
 * a few documents, so the checking screen has something to check in a demo. Made at start-up from
 * drawn images and a generated PDF (nothing personal), once: skipped when he has any document state.
 */
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import { candidateDocument, documentFile } from '../db/schema.ts';
import { rowsOf } from '../lib/rows.ts';
import { newKey, type Storages } from '../modules/storage/index.ts';

const DEMO_EMAIL = 'daniel@demo.com.br';

function card(title: string, lines: string[], width = 1600, height = 1000): Promise<Buffer> {
  const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const text = lines
    .map(
      (l, i) =>
        `<text x="80" y="${300 + i * 90}" font-size="56" font-family="DejaVu Sans, sans-serif">${esc(l)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#eef3e8"/><rect x="30" y="30" width="${width - 60}" height="${height - 60}" rx="30" fill="none" stroke="#5b7f3a" stroke-width="8"/>
    <text x="80" y="170" font-size="64" font-weight="bold" font-family="DejaVu Sans, sans-serif" fill="#2f4d1c">${esc(title)}</text>${text}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

async function residencePdf(): Promise<Buffer> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  const lines = [
    'CONTA DE ENERGIA - DEMONSTRACAO',
    'DANIEL OLIVEIRA COSTA',
    'RUA DAS FLORES, 100 - CENTRO',
    'SAO PAULO - SP  CEP 01001-000',
    'Documento gerado para demonstracao.',
  ];
  lines.forEach((l, i) => page.drawText(l, { x: 50, y: 780 - i * 30, size: i === 0 ? 18 : 14, font }));
  return Buffer.from(await doc.save());
}

export async function seedDemoFiles(db: Db, storages: Storages): Promise<void> {
  const [cand] = rowsOf<{ codcandidato: number; codadm: number; codcli: string }>(
    await db.execute(sql`select codcandidato, codadm, codcli from candidate where email = ${DEMO_EMAIL}`),
  );
  if (!cand) return;
  const [state] = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from candidate_document where codcandidato = ${cand.codcandidato}`,
    ),
  );
  if ((state?.n ?? 0) > 0) return;
  const types = rowsOf<{ codtipodoc: number; documento: string }>(
    await db.execute(sql`select codtipodoc, documento from document_type
      where codadm = ${cand.codadm} and codcli = ${cand.codcli}`),
  );
  const typeId = (name: string) => types.find((t) => t.documento === name)?.codtipodoc;
  const files: {
    doc: string;
    data: Buffer;
    kind: 'image' | 'pdf';
    w?: number;
    h?: number;
    pages?: number;
  }[] = [
    {
      doc: 'RG (FRENTE E VERSO)',
      kind: 'image',
      data: await card('CARTEIRA DE IDENTIDADE (DEMONSTRAÇÃO)', [
        'NOME: DANIEL OLIVEIRA COSTA',
        'RG: 12.345.678-9',
        'SSP/SP',
      ]),
      w: 1600,
      h: 1000,
    },
    {
      doc: 'CPF',
      kind: 'image',
      data: await card('CADASTRO DE PESSOAS FÍSICAS (DEMONSTRAÇÃO)', [
        'NOME: DANIEL OLIVEIRA COSTA',
        'CPF 529.982.247-25',
      ]),
      w: 1600,
      h: 1000,
    },
    { doc: 'COMPROVANTE DE RESIDÊNCIA', kind: 'pdf', data: await residencePdf(), pages: 1 },
  ];
  const storage = storages.current;
  for (const f of files) {
    const codtipodoc = typeId(f.doc);
    if (!codtipodoc) continue;
    const ext = f.kind === 'pdf' ? 'pdf' : 'jpg';
    const mime = f.kind === 'pdf' ? 'application/pdf' : 'image/jpeg';
    const key = newKey('docs', [cand.codadm, cand.codcli, cand.codcandidato, codtipodoc], ext);
    await storage.put(key, f.data, mime);
    await db.transaction(async (tx) => {
      await tx.insert(documentFile).values({
        codcandidato: cand.codcandidato,
        codtipodoc,
        bucket: storage.bucket,
        storageKey: key,
        kind: f.kind,
        mime,
        size: f.data.length,
        width: f.w ?? null,
        height: f.h ?? null,
        pages: f.pages ?? 1,
        ordem: 1,
        createdBy: `C:${cand.codcandidato}`,
      });
      await tx.insert(candidateDocument).values({ codcandidato: cand.codcandidato, codtipodoc, status: 1 });
    });
  }
}
