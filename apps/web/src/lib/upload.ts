/**
 * Multipart uploads under /api with the same session headers and single refresh attempt as
 * `api()` (lib/api.ts sends JSON bodies only). Errors arrive as ApiError with the server's message.
 *
 * An upload answered 503/502/504, or cut by the network, is sent again by itself (transient.ts,
 * with the shared "Tentando novamente…" notice): the server stores an upload whole or not at all,
 * so a second try never leaves two halves. The caller keeps the file, so after the last failure
 * the user reads the message and can send it again.
 */
import { pathOf, type AnswerOf, type CallInput, type Operation } from '@admissao/domain';
import { API_BASE, getSessionHeaders, refreshSession } from './api';
import { apiErrorOf, connectionError } from './api-error';
import { repeatWhileUnavailable } from './transient';

/** what one send brought back, read whole before deciding to send again */
interface Received {
  status: number;
  statusText: string;
  text: string;
  retryAfter: string | null;
}

/** One send, then one more after a 401 the refresh fixed; a failed answer is thrown as ApiError. */
async function sendWithRefresh(send: () => Promise<Received>): Promise<string> {
  let res = await send();
  if (res.status === 401 && (await refreshSession())) res = await send();
  if (res.status < 200 || res.status >= 300)
    throw apiErrorOf(res.status, res.statusText, res.text, res.retryAfter);
  return res.text;
}

function parsed<T>(text: string): T {
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as T;
  }
}

function formOf(file: File, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', file, file.name);
  return form;
}

/** POSTs one file as multipart field `file` (plus text fields); answers the parsed JSON, if any. */
export async function uploadFile<T>(
  path: string,
  file: File,
  fields: Record<string, string> = {},
  signal?: AbortSignal,
): Promise<T> {
  const send = async (): Promise<Received> => {
    let res: Response;
    try {
      res = await fetch(`${API_BASE}${path}`, {
        method: 'POST',
        headers: getSessionHeaders(),
        body: formOf(file, fields),
        signal,
      });
    } catch (e) {
      if (e instanceof DOMException && e.name === 'AbortError') throw e;
      throw connectionError();
    }
    const text = await res.text().catch(() => '');
    return {
      status: res.status,
      statusText: res.statusText,
      text,
      retryAfter: res.headers.get('Retry-After'),
    };
  };
  return parsed<T>(await repeatWhileUnavailable(() => sendWithRefresh(send), signal));
}

/**
 * Multipart upload with progress (fetch reports no upload progress, so XMLHttpRequest). The
 * operation gives the path and the answer's type. A repeated send starts its progress from 0.
 */
export async function uploadWithProgress<O extends Operation>(
  o: O,
  input: Pick<CallInput<O>, 'params'>,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<AnswerOf<O>> {
  const path = pathOf(o.path, input.params);
  const send = () =>
    new Promise<Received>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', `${API_BASE}${path}`);
      for (const [k, v] of Object.entries(getSessionHeaders())) xhr.setRequestHeader(k, v);
      xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
      xhr.onload = () =>
        resolve({
          status: xhr.status,
          statusText: xhr.statusText,
          text: xhr.responseText,
          retryAfter: xhr.getResponseHeader('Retry-After'),
        });
      xhr.onerror = () => reject(connectionError());
      onProgress(0);
      xhr.send(formOf(file));
    });
  const text = await repeatWhileUnavailable(() => sendWithRefresh(send));
  onProgress(1);
  const answer = parsed<unknown>(text);
  // not JSON (a proxy's page on a 2xx): an empty answer, as before
  return (answer && typeof answer === 'object' ? answer : {}) as AnswerOf<O>;
}
