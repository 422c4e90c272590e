/** The dashboard's answer cache (decision 041): one query per scope and minute, never shared across scopes. */
import { describe, expect, it } from 'vitest';
import { AnswerCache } from '../src/modules/dashboard/answer-cache.ts';
import type { DashboardScope } from '../src/modules/dashboard/dashboard-scope.ts';

const scope = (...codcli: string[]): DashboardScope => ({
  clients: codcli.map((CODCLI) => ({ CODADM: 9, CODCLI })),
  codcli: null,
  de: '2026-01-01',
  ate: '2026-03-31',
  from: new Date('2026-01-01T03:00:00Z'),
  to: new Date('2026-04-01T03:00:00Z'),
});

describe('AnswerCache', () => {
  it('computes once per widget and scope, and apart for other clients or periods', async () => {
    const cache = new AnswerCache();
    let runs = 0;
    const compute = () => Promise.resolve(++runs);
    expect(await cache.get('funnel', scope('041'), compute)).toBe(1);
    expect(await cache.get('funnel', scope('041'), compute)).toBe(1);
    expect(await cache.get('funnel', scope('042'), compute)).toBe(2);
    expect(await cache.get('funnel', scope('041', '042'), compute)).toBe(3);
    expect(await cache.get('funnel', scope('042', '041'), compute)).toBe(3);
    expect(await cache.get('refusals', scope('041'), compute)).toBe(4);
    expect(await cache.get('funnel', { ...scope('041'), de: '2026-02-01' }, compute)).toBe(5);
  });

  it('computes again after the time to live, and after a failure', async () => {
    const cache = new AnswerCache(0);
    let runs = 0;
    await cache.get('funnel', scope('041'), () => Promise.resolve(++runs));
    await cache.get('funnel', scope('041'), () => Promise.resolve(++runs));
    expect(runs).toBe(2);
    const kept = new AnswerCache();
    await expect(kept.get('funnel', scope('041'), () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await kept.get('funnel', scope('041'), () => Promise.resolve('ok'))).toBe('ok');
  });
});
