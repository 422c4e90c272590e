/**
 * The kit template's HTML rules (modules/kit-templates/kit-html.ts, kit-blocks.ts): disguised active
 * or external content is found; what passes keeps only the allow-list; the blocks the PDF lays out
 * decode entities once, so merged (escaped) values print as typed.
 */
import { describe, expect, it } from 'vitest';
import { escapeHtml, htmlBlocks } from '../src/modules/kit-templates/kit-blocks.ts';
import { refusedContent, sanitizeKitHtml } from '../src/modules/kit-templates/kit-html.ts';

describe('refusedContent', () => {
  it.each([
    ['<IMG SRC="x.png">', 'imagem'],
    ['<svg onload="alert(1)"></svg>', 'manipulador de evento'],
    ['<a href="jav&#x09;ascript:alert(1)">x</a>', 'endereço javascript:'],
    ['<p style="background:URL(//x)">a</p>', 'estilo com url()'],
    ['<p>a<script', 'script'],
    ['<link rel="stylesheet" href="https://x/y.css">', 'recurso externo'],
    ['<embed src="x">', 'object'],
    ['<style>p{}</style>', 'folha de estilo'],
  ])('%s', (html, what) => {
    expect(refusedContent(html)).toContain(what);
  });

  it('plain rich text has nothing to refuse', () => {
    expect(
      refusedContent(
        '<h2 style="text-align:center">T</h2><p><b>a</b> <i>b</i> <u>c</u></p><ol><li>d</li></ol>',
      ),
    ).toEqual([]);
  });
});

describe('sanitizeKitHtml and htmlBlocks', () => {
  it('keeps the allow-list only', () => {
    expect(
      sanitizeKitHtml('<div class="x"><p style="color:red;text-align:right">a <span>b</span></p></div>'),
    ).toBe('<p style="text-align:right">a b</p>');
  });

  it('a merge field with tags inside its braces is stored with the tags around it', () => {
    expect(sanitizeKitHtml('<p>Eu, {{<b>NOME</b>}}, e {{ <i>CPF</i> }} e {{CARGO}}.</p>')).toBe(
      '<p>Eu, <b>{{NOME}}</b>, e <i>{{CPF}}</i> e {{CARGO}}.</p>',
    );
    expect(sanitizeKitHtml('<p>{{<b><i>NOME</i></b>}}</p>')).toBe('<p><b><i>{{NOME}}</i></b></p>');
  });

  it('reads blocks, runs, list markers and line breaks; escaped values print as typed', () => {
    const blocks = htmlBlocks(
      `<h1>T</h1><p>Olá <strong>${escapeHtml('<b>Zé</b> & cia')}</strong><br>fim</p><ul><li><p>um</p></li></ul><ol><li>x</li><li>y</li></ol>`,
    );
    expect(
      blocks.map((b) => [
        b.kind,
        b.marker ?? '',
        b.runs.map((r) => (r.bold ? `*${r.text}*` : r.text)).join('|'),
      ]),
    ).toEqual([
      ['h1', '', 'T'],
      ['p', '', 'Olá |*<b>Zé</b> & cia*|\n|fim'],
      ['li', '•', 'um'],
      ['li', '1.', 'x'],
      ['li', '2.', 'y'],
    ]);
  });
});
