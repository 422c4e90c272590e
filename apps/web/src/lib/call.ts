/**
 * Calls by contract (packages/domain/src/contract): the path, method, body and answer type of a
 * call come from its declaration, so the web never writes a response type by hand. Query keys
 * come from one factory — `[path, params, query]` — so a screen invalidates a call by naming its
 * operation, and two screens reading the same call share one cache entry. Reads are repeated
 * while the server is unavailable (safe-calls.ts); writes fail at once with the server's message.
 */
import { queryOptions, type QueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { pathOf, type AnswerOf, type CallInput, type Operation } from '@admissao/domain';
import { api, apiResponse, type RequestOptions } from './api';
import { isSafeToRepeat } from './safe-calls';

export type CallOptions = Pick<RequestOptions, 'signal' | 'redirectOn401' | 'headers'>;

type Args<O extends Operation> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  {} extends CallInput<O>
    ? [input?: CallInput<O>, opts?: CallOptions]
    : [input: CallInput<O>, opts?: CallOptions];

function urlOf(o: Operation, input: CallInput<Operation> | undefined): string {
  const path = pathOf(o.path, input?.params);
  const query = input?.query as Record<string, unknown> | undefined;
  if (!query) return path;
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== '') q.set(k, String(v));
  const text = q.toString();
  return text ? `${path}?${text}` : path;
}

function requestOf(
  o: Operation,
  input: CallInput<Operation> | undefined,
  opts?: CallOptions,
): RequestOptions {
  return {
    ...opts,
    method: o.method,
    body: input?.body,
    auth: o.auth !== 'public',
    // a read is sent again by itself while the server is unavailable; a write never is
    repeatable: isSafeToRepeat(o),
  };
}

/** Performs a call and answers its JSON (or a Blob for a file answer). */
export async function call<O extends Operation>(o: O, ...[input, opts]: Args<O>): Promise<AnswerOf<O>> {
  const anyInput = input as CallInput<Operation> | undefined;
  const url = urlOf(o, anyInput);
  const request = requestOf(o, anyInput, opts);
  if ('file' in o.response) return (await (await apiResponse(url, request)).blob()) as AnswerOf<O>;
  return api<AnswerOf<O>>(url, request);
}

/** The cache key of a call: its path template, then its params and query (never the body). */
export function keyOf<O extends Operation>(o: O, input?: Pick<CallInput<O>, 'params' | 'query'>) {
  return [o.path, input?.params ?? {}, input?.query ?? {}] as const;
}

type ExtraQueryOptions<O extends Operation> = Omit<
  UseQueryOptions<AnswerOf<O>, Error, AnswerOf<O>, ReturnType<typeof keyOf<O>>>,
  'queryKey' | 'queryFn'
>;

/** `queryOptions` of a read call, for useQuery, prefetchQuery and ensureQueryData alike. */
export function callQuery<O extends Operation>(o: O, input?: CallInput<O>, extra: ExtraQueryOptions<O> = {}) {
  return queryOptions({
    ...extra,
    queryKey: keyOf(o, input),
    queryFn: ({ signal }) => call(o, ...([input, { signal }] as Args<O>)),
  });
}

/** Marks every cached answer of these calls stale (all params), so what is shown is read again. */
export function invalidateCalls(qc: QueryClient, ...ops: Operation[]): Promise<unknown> {
  return Promise.all(ops.map((o) => qc.invalidateQueries({ queryKey: [o.path] })));
}
