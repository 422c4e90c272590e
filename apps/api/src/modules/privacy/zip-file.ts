/**
 * What the data export's ZIP holds besides its text entries (collect-data.ts, collect-kits.ts):
 * A stored file of the ZIP: read from `key` in the storage of `bucket`, written under `path`;
 * `entry` is its object in dados.json, whose `sha256` export-zip.ts fills as the file streams.
 */
export interface ZipFile {
  bucket: string;
  key: string;
  path: string;
  entry: { sha256: string | null };
}
