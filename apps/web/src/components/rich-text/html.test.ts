import { describe, expect, it } from 'vitest';
import { isEmptyHtml } from './html';

describe('isEmptyHtml', () => {
  it('sees an empty editor as empty and any text or image as content', () => {
    expect(isEmptyHtml('<p></p>')).toBe(true);
    expect(isEmptyHtml('<p> &nbsp;</p><p></p>')).toBe(true);
    expect(isEmptyHtml(null)).toBe(true);
    expect(isEmptyHtml('<p><strong>a</strong></p>')).toBe(false);
    expect(isEmptyHtml('<p><img src="/api/image/editor/viewer/duvidas/x"></p>')).toBe(false);
  });
});
