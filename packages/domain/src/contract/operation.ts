/**
 * The call contract (docs/design.md §1, §7): each operation of the API is declared once, here in the
 * domain, with its method, path, who may call it, and the zod schemas of what goes in and what
 * comes back. The API registers its routes from these declarations (validation, serialization and
 * the OpenAPI document at /api/docs); the web infers its request and answer types and builds its
 * query keys from the same objects. Nothing else describes the shape of a call.
 */
import { z } from '../zod.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call (decision 009): 'public' anyone; 'any' a signed-in staff user or candidate;
 * 'staff' an ADMIN or MANAGER; 'candidate' a candidate.
 */
export type AuthMode = 'public' | 'any' | 'staff' | 'candidate';

/** A binary answer (PDF, image, spreadsheet, archive): documented by its content types, never serialized. */
export interface FileAnswer {
  file: readonly string[];
}

export type Answer = z.ZodType | FileAnswer;

export interface Operation {
  method: Method;
  /** under /api, with Fastify's `:name` parameters */
  path: string;
  auth: AuthMode;
  /** one line for /api/docs */
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** status of a successful answer (default 200; 204 answers nothing: `response: z.undefined()`) */
  status?: 200 | 201 | 204;
  response: Answer;
  /** other answers that are not errors (503 of /health) */
  alsoAnswers?: Record<number, z.ZodType>;
}

/** Declares an operation, keeping its literal types (method, path, schemas) for both sides. */
export const op = <const O extends Operation>(o: O): O => o;

export const isFileAnswer = (a: Answer): a is FileAnswer =>
  typeof a === 'object' && a !== null && 'file' in a;

/** A file answer of these content types. */
export const fileAnswer = (...types: string[]): FileAnswer => ({ file: types });

/** The body, query or params an operation takes, as the caller writes it (before validation). */
export type InputOf<S> = S extends z.ZodType ? z.input<S> : never;
/** What an operation answers, as it travels (after the server's encoding). */
export type AnswerOf<O extends Operation> = O['response'] extends z.ZodType ? z.output<O['response']> : Blob;
/** What a handler returns for an operation (before the server's encoding). */
export type HandlerAnswerOf<O extends Operation> = O['response'] extends z.ZodType
  ? z.input<O['response']>
  : unknown;

/** The parts of a call a caller gives: params, query and body, each only where the operation has one. */
export type CallInput<O extends Operation> = (O extends { params: z.ZodType }
  ? { params: z.input<O['params']> }
  : { params?: never }) &
  (O extends { query: z.ZodType } ? { query: z.input<O['query']> } : { query?: never }) &
  (O extends { body: z.ZodType } ? { body: z.input<O['body']> } : { body?: never });

/** `/candidate/:id` with `{ id: 7 }` → `/candidate/7` (each value URI-encoded). */
export function pathOf(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_m, name: string) => {
    const v = params?.[name];
    if (v === undefined || v === null) throw new Error(`parâmetro ${name} ausente para ${path}`);
    return encodeURIComponent(String(v));
  });
}
