/**
 * The evidence page(s) appended to a PDF before it is sealed (pdf-lib, DejaVu Sans, A4): the
 * verification code and address, each document's SHA-256 before signing, each signer (masked CPF,
 * e-mail, Brasília time, IP, user agent, code channel) and whether a trusted timestamp was asked.
 * What it prints is the Evidence object the caller stores (evidence.ts); a long list flows onto
 * further pages.
 */
import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { embedDejaVu } from './evidence-font.ts';
import { CODE_CHANNELS, SIGNER_ROLES, type Evidence } from './evidence.ts';

export type { Evidence } from './evidence.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const WIDTH = A4[0] - 2 * MARGIN;
const GREY = rgb(0.35, 0.35, 0.35);

interface Line {
  text: string;
  size: number;
  bold?: boolean;
  grey?: boolean;
  /** space before the line */
  gap?: number;
}

/** words onto lines no wider than the page; a word longer than a line (a hash) is cut */
function wrap(text: string, font: PDFFont, size: number): string[] {
  const fits = (s: string) => font.widthOfTextAtSize(s, size) <= WIDTH;
  // most lines fit: one measure (each is a fontkit layout), not one per word
  if (fits(text)) return [text];
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const next = line ? `${line} ${word}` : word;
    if (fits(next)) {
      line = next;
      continue;
    }
    if (line) out.push(line);
    line = word;
    while (!fits(line)) {
      let cut = line.length - 1;
      while (cut > 1 && !fits(line.slice(0, cut))) cut--;
      out.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  out.push(line);
  return out;
}

function evidenceLines(e: Evidence): Line[] {
  const lines: Line[] = [
    { text: 'Registro de assinatura eletrônica', size: 16, bold: true },
    {
      text: 'Esta página faz parte do documento assinado e registra as evidências da assinatura.',
      size: 9,
      grey: true,
      gap: 4,
    },
    { text: `Código de verificação: ${e.verificationCode}`, size: 12, bold: true, gap: 14 },
    { text: `Verifique a autenticidade em ${e.verificationUrl}`, size: 10, gap: 2 },
    { text: 'Documentos (SHA-256 antes da assinatura)', size: 12, bold: true, gap: 16 },
  ];
  for (const d of e.documents)
    lines.push({ text: d.name, size: 10, gap: 6 }, { text: d.sha256, size: 8, grey: true });
  lines.push({ text: 'Signatários', size: 12, bold: true, gap: 16 });
  for (const s of e.signers)
    lines.push(
      { text: `${s.name} — ${SIGNER_ROLES[s.role]}`, size: 10, bold: true, gap: 8 },
      { text: `CPF: ${s.cpf}   E-mail: ${s.email}`, size: 9 },
      { text: `Assinado em ${s.signedAtBrasilia} (horário de Brasília)`, size: 9 },
      { text: CODE_CHANNELS[s.codeChannel], size: 9 },
      { text: `Endereço IP: ${s.ip}`, size: 9 },
      { text: `Navegador: ${s.userAgent}`, size: 8, grey: true },
    );
  lines.push({
    text: e.timestampAuthority
      ? `Carimbo do tempo (RFC 3161) solicitado a ${e.timestampAuthority}; a data e a hora confiáveis estão na assinatura digital.`
      : 'Sem carimbo do tempo: nenhuma autoridade de carimbo do tempo configurada; a hora da assinatura é a do servidor.',
    size: 9,
    grey: true,
    gap: 16,
  });
  return lines;
}

/** Appends the evidence page(s) at the end of `doc`. */
export async function appendEvidencePages(doc: PDFDocument, evidence: Evidence): Promise<void> {
  const fonts = await embedDejaVu(doc);
  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  for (const line of evidenceLines(evidence)) {
    const font = line.bold ? fonts.bold : fonts.regular;
    const leading = line.size * 1.35;
    y -= line.gap ?? 0;
    for (const text of wrap(line.text, font, line.size)) {
      if (y - leading < MARGIN) {
        page = doc.addPage(A4);
        y = A4[1] - MARGIN;
      }
      y -= leading;
      page.drawText(text, { x: MARGIN, y, size: line.size, font, color: line.grey ? GREY : rgb(0, 0, 0) });
    }
  }
}
