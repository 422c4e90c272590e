/**
 * Dates at the edge of the calendar (issue 31 §6): year 0000 does not exist for PostgreSQL and
 * 31/12/9999 at Brasília's offset is year 10000 — each once answered 500 (SQLSTATE 22008). Every
 * date a call takes goes through the one parser, which bounds the year: 400 with the call's pt-BR
 * message, never a 5xx, and nothing is read. The bounds themselves are unit-tested beside the parser.
 */
import { describe, expect, it } from 'vitest';
import { admin, C041, t, useStaffApp } from './support/staff-app-fixture.ts';

useStaffApp(async () => {});

const get = (url: string) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: t.headers(admin.token, C041) });

const EDGES = [
  ['year 0000', 'DE=0000-01-01&ATE=0000-12-31'],
  ['year 9999', 'DE=01/12/9999&ATE=31/12/9999'],
  ['year 10000 typed short', 'DE=00000101'],
] as const;

describe('edge dates answer 400, never 500', () => {
  it.each(EDGES)('the dashboard, %s', async (_what, query) => {
    for (const widget of ['funnel', 'durations', 'refusals']) {
      const res = await get(`/dashboard/${widget}?${query}`);
      expect(res.statusCode, `${widget}: ${res.body}`).toBe(400);
      expect(res.json().message).toMatch(/Data (inicial|final) inválida/);
    }
  });

  it.each([
    ['year 0000 from', 'DE=0000-01-01'],
    ['year 9999 to', 'ATE=31/12/9999'],
    ['year 0999', 'DE=31/12/0999'],
  ])('the access log, %s', async (_what, query) => {
    const res = await get(`/candidate/access-log?${query}`);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.body).toContain('Data inválida (dd/mm/aaaa).');
  });

  it('the years in between still work: the access log from 1900 to 2999', async () => {
    const res = await get('/candidate/access-log?DE=01/01/1900&ATE=31/12/2999');
    expect(res.statusCode, res.body).toBe(200);
  });
});
