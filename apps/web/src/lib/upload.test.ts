// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tempUploadApi } from '@admissao/domain';
import { ApiError } from './api';
import { clearToasts, toastsNow } from './notify';
import { uploadFile, uploadWithProgress } from './upload';
import { NOTICE_ID } from './unavailable-notice';

const DOWN = 'Armazenamento de arquivos indisponível. Tente novamente em instantes.';
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const unavailable = () =>
  json(503, { statusCode: 503, error: 'Service Unavailable', message: DOWN }, { 'Retry-After': '2' });
const file = () => new File(['%PDF-1.4'], 'rg.pdf', { type: 'application/pdf' });
const noticeCount = () => toastsNow().filter((n) => n.id === NOTICE_ID).length;

/** XMLHttpRequest at the test boundary: each send answers the next scripted status (0 = cut). */
function fakeXhr(script: { status: number; body: unknown; retryAfter?: string }[]) {
  const sent: FormData[] = [];
  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private headers: Record<string, string> = {};
    open() {}
    setRequestHeader() {}
    getResponseHeader(name: string) {
      return this.headers[name.toLowerCase()] ?? null;
    }
    send(form: FormData) {
      sent.push(form);
      const next = script.shift();
      setTimeout(() => {
        if (!next || next.status === 0) return this.onerror?.();
        this.status = next.status;
        this.responseText = JSON.stringify(next.body);
        if (next.retryAfter) this.headers['retry-after'] = next.retryAfter;
        this.onload?.();
      }, 10);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.useFakeTimers();
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  clearToasts();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearToasts();
});

describe('uploads while the server is unavailable', () => {
  it('sends the same file again after a 503 and after a cut connection, then answers', async () => {
    fetchMock
      .mockResolvedValueOnce(unavailable())
      .mockRejectedValueOnce(new TypeError('network error'))
      .mockResolvedValueOnce(json(200, { url: '/api/x.png' }));
    const result = uploadFile<{ url: string }>('/image/editor/upload/duvidas', file());
    await vi.advanceTimersByTimeAsync(0);
    expect(noticeCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(2000 + 4000);
    await expect(result).resolves.toEqual({ url: '/api/x.png' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    const bodies = fetchMock.mock.calls.map(([, init]) => (init as RequestInit).body as FormData);
    expect(bodies.map((b) => (b.get('file') as File).name)).toEqual(['rg.pdf', 'rg.pdf', 'rg.pdf']);
    expect(noticeCount()).toBe(0);
  });

  it('after the last failure rejects with the server message (the caller keeps the file)', async () => {
    fetchMock.mockImplementation(async () => unavailable());
    const error = uploadFile('/candidate/configuration/logo', file()).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(30_000);
    const failed = (await error) as ApiError;
    expect(failed).toBeInstanceOf(ApiError);
    expect(failed.message).toBe(DOWN);
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(noticeCount()).toBe(0);
  });

  it('does not send again a file the server refused', async () => {
    fetchMock.mockResolvedValue(json(400, { message: 'Tipo de arquivo não permitido.' }));
    const error = (await uploadFile('/temporary/upload', file()).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe('Tipo de arquivo não permitido.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('the upload with progress is sent again after a 503 and a cut, its progress from 0', async () => {
    const sent = fakeXhr([
      { status: 503, body: { message: DOWN }, retryAfter: '1' },
      { status: 0, body: null },
      { status: 200, body: { TOKEN: 'abc' } },
    ]);
    const progress: number[] = [];
    const result = uploadWithProgress(tempUploadApi.upload, {}, file(), (p) => progress.push(p));
    await vi.advanceTimersByTimeAsync(10);
    expect(noticeCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(1000 + 10 + 4000 + 10);
    await expect(result).resolves.toEqual({ TOKEN: 'abc' });
    expect(sent).toHaveLength(3);
    expect(progress).toEqual([0, 0, 0, 1]);
    expect(noticeCount()).toBe(0);
  });
});
