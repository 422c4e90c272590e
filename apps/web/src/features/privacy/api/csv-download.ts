/**
 * The CSV variant of a privacy call (`formato=csv`), saved by the browser under the server's name.
 * The query travels as in `call`; only the answer is a file.
 */
import { pathOf, type Operation } from '@admissao/domain';
import { apiResponse } from '../../../lib/api';

const nameOf = (res: Response, fallback: string) =>
  /filename="?([^";]+)"?/i.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallback;

export async function downloadCsv(o: Operation, query: Record<string, unknown>, fallback: string) {
  const q = new URLSearchParams({ formato: 'csv' });
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const res = await apiResponse(`${pathOf(o.path)}?${q.toString()}`, { method: 'GET' });
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = nameOf(res, fallback);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
