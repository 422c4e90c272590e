import type { AppConfig } from './config.ts';
import type { Db } from './db/client.ts';
import type { WorkLimiter } from './lib/work-limiter.ts';
import type { SessionCache } from './modules/auth/session-cache.ts';
import type { TokenSettings } from './modules/auth/tokens.ts';
import type { CandidateFacts, StaffFacts } from './modules/auth/session-facts.ts';

/** What every module needs from the running app; built once in buildApp. */
export interface AppContext {
  db: Db;
  config: AppConfig;
  tokens: TokenSettings;
  /** PDF printing and Excel exports: per-user limit and process-wide pool */
  heavyWork: WorkLimiter;
  /** accounts and sign-ins held in memory while their changes are heard (decision 044) */
  sessions: SessionCache<StaffFacts, CandidateFacts>;
}

export const tokenSettings = (config: AppConfig): TokenSettings => ({
  secret: config.secrets.JWT_SECRET,
  accessTtlSeconds: config.accessTokenTtlSeconds,
  refreshTtlDays: config.refreshTokenTtlDays,
});
