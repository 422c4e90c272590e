/**
 * The vendored eSocial schemas (packages/domain/esocial, decisions 031 and 075) are the official
 * files byte for byte: every file of both folders is in SOURCE.md's tables with its sha256, and each
 * file's sha256 is the one listed.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../esocial/', import.meta.url));
const FOLDERS = ['v_S_01_03_00', 'comunicacao_v1_5_0'];

/** `| folder/file | … | sha256 |` rows of SOURCE.md */
const listed = new Map(
  [
    ...readFileSync(`${root}SOURCE.md`, 'utf8').matchAll(
      /^\| ([\w./-]+\.(?:xsd|wsdl)) \|.*\| ([0-9a-f]{64}) \|$/gm,
    ),
  ].map((m) => [m[1]!, m[2]!] as const),
);
const files = FOLDERS.flatMap((f) => readdirSync(root + f).map((name) => `${f}/${name}`)).sort();

describe('vendored eSocial schemas', () => {
  it('every file is listed in SOURCE.md and every listed file is there', () => {
    expect([...listed.keys()].sort()).toEqual(files);
    expect(files).toHaveLength(14);
  });

  it.each(files)('%s has the sha256 SOURCE.md lists', (file) => {
    expect(
      createHash('sha256')
        .update(readFileSync(root + file))
        .digest('hex'),
    ).toBe(listed.get(file));
  });
});
