/**
 * The fixed parts of an .xlsx (Office Open XML, ECMA-376 Part 1) around its sheets: content types,
 * relationships, the workbook, one style sheet (normal text and a bold header) and the document
 * properties. Only what a spreadsheet program needs to open the file: no shared strings (every text is
 * an inline string), no themes.
 */
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE = 'application/vnd.openxmlformats-officedocument';

export const sheetPath = (n: number) => `xl/worksheets/sheet${n}.xml`;

/** Characters that XML 1.0 cannot carry (control characters, lone surrogates, U+FFFE/U+FFFF). */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- the control characters are exactly what is removed
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ESCAPED: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '\r': '&#13;',
};

/** Text as XML content or attribute value (a CR kept as a reference: parsers would turn it into LF). */
export const escapeXml = (text: string) => text.replace(NOT_XML, '').replace(/[&<>"\r]/g, (c) => ESCAPED[c]!);

export function contentTypes(sheets: number): string {
  const overrides = Array.from(
    { length: sheets },
    (_, i) =>
      `<Override PartName="/${sheetPath(i + 1)}" ContentType="${OFFICE}.spreadsheetml.worksheet+xml"/>`,
  ).join('');
  return (
    `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
    `<Default Extension="xml" ContentType="application/xml"/>` +
    `<Override PartName="/xl/workbook.xml" ContentType="${OFFICE}.spreadsheetml.sheet.main+xml"/>` +
    `<Override PartName="/xl/styles.xml" ContentType="${OFFICE}.spreadsheetml.styles+xml"/>` +
    overrides +
    `<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>` +
    `<Override PartName="/docProps/app.xml" ContentType="${OFFICE}.extended-properties+xml"/>` +
    `</Types>`
  );
}

export const packageRels = () =>
  `${XML}<Relationships xmlns="${PKG_REL}">` +
  `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/>` +
  `<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>` +
  `<Relationship Id="rId3" Type="${REL}/extended-properties" Target="docProps/app.xml"/>` +
  `</Relationships>`;

export function workbook(names: readonly string[]): string {
  const sheets = names
    .map((name, i) => `<sheet name="${escapeXml(name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
    .join('');
  return `${XML}<workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets>${sheets}</sheets></workbook>`;
}

export function workbookRels(sheets: number): string {
  const rels = Array.from(
    { length: sheets },
    (_, i) =>
      `<Relationship Id="rId${i + 1}" Type="${REL}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
  ).join('');
  return (
    `${XML}<Relationships xmlns="${PKG_REL}">${rels}` +
    `<Relationship Id="rId${sheets + 1}" Type="${REL}/styles" Target="styles.xml"/></Relationships>`
  );
}

/** Style 0: normal text; style 1: bold (the header row). */
export const HEADER_STYLE = 1;
export const styles = () =>
  `${XML}<styleSheet xmlns="${MAIN}">` +
  `<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>` +
  `<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>` +
  `<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>` +
  `<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
  `<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>` +
  `<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>` +
  `<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>` +
  `</styleSheet>`;

export const coreProperties = (creator: string, at: Date) =>
  `${XML}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ` +
  `xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ` +
  `xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">` +
  `<dc:creator>${escapeXml(creator)}</dc:creator>` +
  `<dcterms:created xsi:type="dcterms:W3CDTF">${at.toISOString().slice(0, 19)}Z</dcterms:created>` +
  `</cp:coreProperties>`;

export const appProperties = (application: string) =>
  `${XML}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties">` +
  `<Application>${escapeXml(application)}</Application></Properties>`;

/** The start of a sheet: the header row frozen in view, the column widths; rows follow. */
export function sheetStart(widths: readonly number[]): string {
  const cols = widths.map((w, i) => `<col min="${i + 1}" max="${i + 1}" width="${w}" customWidth="1"/>`);
  return (
    `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${REL}">` +
    `<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>` +
    (cols.length ? `<cols>${cols.join('')}</cols>` : '') +
    `<sheetData>`
  );
}
export const SHEET_END = '</sheetData></worksheet>';
