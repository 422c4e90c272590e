import { describe, expect, it } from 'vitest';
import { moveItem, orderPayload } from './order';

describe('document order', () => {
  it('moves an item one place and keeps the others', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
  });
  it('numbers the rows by their place in the whole list', () => {
    expect(orderPayload([{ CODTIPODOC: 7 }, { CODTIPODOC: 3 }], 2, 50)).toEqual([
      { CODTIPODOC: 7, ORDEM: 51 },
      { CODTIPODOC: 3, ORDEM: 52 },
    ]);
  });
});
