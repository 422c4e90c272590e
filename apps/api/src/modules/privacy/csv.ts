/**
 * CSV as a Brazilian Excel opens it: UTF-8 with BOM, ';' between cells, CRLF. A cell that starts
 * like a formula (= + - @, tab, CR) is prefixed with an apostrophe so a spreadsheet shows it as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'boolean' ? (value ? 'Sim' : 'Não') : String(value);
  const inert = FORMULA_START.test(text) ? `'${text}` : text;
  return /[;"\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  const lines = [header, ...rows].map((r) => r.map(cell).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
