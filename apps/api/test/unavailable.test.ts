/**
 * Which failures are "a dependency is away, try again" (503) and which stay 500 (lib/unavailable.ts).
 * The errors are made as the drivers make them: PostgreSQL's SQLSTATE on a DatabaseError wrapped
 * by Drizzle, node-postgres's worded errors, Node's socket errors, the S3 storage's wrapper.
 */
import { describe, expect, it } from 'vitest';
import { isUnavailable, StorageUnavailable, unavailableSummary } from '../src/lib/unavailable.ts';

const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });
const drizzleWrapped = (cause: unknown) =>
  Object.assign(new Error('Failed query: update candidate set nome = $1\nparams: Maria'), { cause });

describe('isUnavailable', () => {
  it.each([
    ['57P01', 'terminating connection due to administrator command'],
    ['57P03', 'the database system is starting up'],
    ['57P02', 'crash shutdown'],
    ['08006', 'connection failure'],
    ['08001', 'unable to connect'],
    ['53300', 'too many connections'],
    ['57014', 'canceling statement due to statement timeout'],
  ])('PostgreSQL %s (%s), wrapped by Drizzle, is unavailable', (code, message) => {
    expect(isUnavailable(drizzleWrapped(pgError(code, message)))).toBe(true);
  });

  it.each(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'EPIPE'])(
    'Node %s is unavailable',
    (code) => {
      expect(isUnavailable(drizzleWrapped(pgError(code)))).toBe(true);
    },
  );

  it.each([
    'Connection terminated unexpectedly',
    'Connection terminated',
    'timeout exceeded when trying to connect',
    'Query read timeout',
    'Client has encountered a connection error and is not queryable',
  ])("node-postgres's '%s' is unavailable", (message) => {
    expect(isUnavailable(drizzleWrapped(new Error(message)))).toBe(true);
  });

  it('an AggregateError of connection attempts is unavailable', () => {
    const err = new AggregateError([pgError('ECONNREFUSED'), pgError('ECONNREFUSED')], '');
    expect(isUnavailable(err)).toBe(true);
  });

  it('a storage failure is unavailable', () => {
    expect(
      isUnavailable(new StorageUnavailable(Object.assign(new Error('t'), { name: 'TimeoutError' }))),
    ).toBe(true);
  });

  it.each([
    ['23505', 'unique violation'],
    ['23503', 'foreign key'],
    ['42P01', 'undefined table'],
    ['22P02', 'invalid text representation'],
  ])('PostgreSQL %s (%s) is not: a wrong statement is a 500 to fix', (code, message) => {
    expect(isUnavailable(drizzleWrapped(pgError(code, message)))).toBe(false);
  });

  it('a plain bug is not', () => {
    expect(isUnavailable(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isUnavailable(undefined)).toBe(false);
    expect(isUnavailable('texto')).toBe(false);
  });
});

describe('unavailableSummary', () => {
  it('names codes only: neither the statement nor its values reach the log', () => {
    const summary = unavailableSummary(drizzleWrapped(pgError('57P01', 'terminating connection')));
    expect(summary).toContain('57P01');
    expect(summary).not.toMatch(/Maria|update|candidate/);
  });
});
