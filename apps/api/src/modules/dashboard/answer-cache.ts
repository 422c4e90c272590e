/**
 * The dashboard's answers, kept DASHBOARD_CACHE_MS per scope (decision 041): each widget aggregates
 * up to every candidate of the period (100,000 in the bench), which no index makes cheap enough to
 * repeat for every viewer at < 50 ms p99; a dashboard a minute old is still the dashboard. The key
 * is the widget and the exact scope (clients, period, today), so two users see one entry only when
 * they may see the same data. Concurrent misses of one key share one query. One cache per app.
 */
import { isoDateInBrazil } from '@admissao/domain';
import type { DashboardScope } from './dashboard-scope.ts';

export const DASHBOARD_CACHE_MS = 60_000;
const MAX_ENTRIES = 1000;

export class AnswerCache {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown> }>();

  constructor(private readonly ttlMs = DASHBOARD_CACHE_MS) {}

  get<T>(widget: string, scope: DashboardScope, compute: () => Promise<T>): Promise<T> {
    const clients = scope.clients
      .map((c) => `${c.CODADM}:${c.CODCLI}`)
      .sort()
      .join(',');
    const key = `${widget}|${clients}|${scope.codcli ?? ''}|${scope.de}|${scope.ate}|${isoDateInBrazil()}`;
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && now - hit.at < this.ttlMs) return hit.value as Promise<T>;
    const value = compute();
    // a failed query is not kept: the next call tries again
    value.catch(() => this.entries.get(key)?.value === value && this.entries.delete(key));
    this.entries.delete(key);
    this.entries.set(key, { at: now, value });
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }
}
