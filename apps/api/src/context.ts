import type { AppConfig } from './config.ts';
import type { Db } from './db/client.ts';
import type { WorkLimiter } from './lib/work-limiter.ts';
import type { TokenSettings } from './modules/auth/tokens.ts';

/** What every module needs from the running app; built once in buildApp. */
export interface AppContext {
  db: Db;
  config: AppConfig;
  tokens: TokenSettings;
  /** PDF printing and Excel exports: per-user limit and process-wide pool */
  heavyWork: WorkLimiter;
}

export const tokenSettings = (config: AppConfig): TokenSettings => ({
  secret: config.secrets.JWT_SECRET,
  accessTtlSeconds: config.accessTokenTtlSeconds,
  refreshTtlDays: config.refreshTokenTtlDays,
});
