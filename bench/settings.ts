/** Fixed parameters of `npm run bench` (the targets come from the project's issue). */
export const CONNECTIONS = 50;
export const WARMUP_SECONDS = 2;
export const MEASURE_SECONDS = 8;
export const HEALTH_TIMEOUT_MS = 60_000;

/** authenticated DB-backed call: at least this share of the floor's req/s (PostgreSQL, 2 cores) */
export const TARGET_RATIO = 0.35;
/** authenticated DB-backed call: p99 below this at CONNECTIONS connections */
export const TARGET_P99_MS = 50;

export const LOOPBACK = '127.0.0.1';
export const POSTGRES_PORT = 5432;
/** an existing database to connect to for CREATE/DROP DATABASE */
export const POSTGRES_ADMIN_URL = `postgres://postgres@${LOOPBACK}:${POSTGRES_PORT}/test`;

export const DEMO_LOGIN = { USUARIO: 'gestor', SENHA: 'Demo@Admissao9' };

/** candidate list (issue 3), PostgreSQL only: this many candidates added to LIST_TENANT first */
export const BULK_CANDIDATES = 100_000;
export const LIST_TENANT = { CODADM: 9, CODCLI: '041' };
export const LIST_CONNECTIONS = 20;
/** each list page: p99 below this at LIST_CONNECTIONS connections */
export const LIST_TARGET_P99_MS = 50;
/** issue 15 §2: page 1 at CONNECTIONS connections, at least this share of the database floor */
export const LIST_TARGET_FLOOR_RATIO = 0.6;

/** the dashboard's four calls (issue 18): p99 below this at LIST_CONNECTIONS connections, 041 at BULK_CANDIDATES */
export const DASHBOARD_TARGET_P99_MS = 50;

/** autosave (issue 4), PostgreSQL only: this many candidates of AUTOSAVE_TENANT save a field at once */
export const AUTOSAVE_CANDIDATES = 200;
export const AUTOSAVE_TENANT = LIST_TENANT;
/** one connection per candidate: each has at most one save in flight, as the page's save queue does */
export const AUTOSAVE_CONNECTIONS = AUTOSAVE_CANDIDATES;
/** saves per second (2xx answers) at AUTOSAVE_CONNECTIONS connections, on 2 cores */
export const AUTOSAVE_TARGET_RPS = 1500;
/** each save: p99 below this at AUTOSAVE_CONNECTIONS connections */
export const AUTOSAVE_TARGET_P99_MS = 100;

/** the bench's own seeding connections: 100,000 rows in a statement may outlast a request's limits */
export const BENCH_SEEDING = { statementTimeoutMs: 0, queryTimeoutMs: 0 } as const;

/** issue 35 §2, the plain list (no PAGE): at least this share of the database floor, demo data */
export const PLAIN_LIST_TARGET_FLOOR_RATIO = 0.5;
/** issue 35 §2: p99 below this at BULK_CANDIDATES, where the plain list answers its 1,000-row cap */
export const PLAIN_LIST_TARGET_P99_MS = 100;
/** the 1,000-row plain list is measured at the list's connections (a 1,000-row answer is ~0.5 MB) */
export const PLAIN_LIST_100K_CONNECTIONS = LIST_CONNECTIONS;

/** issue 35 §1, cold reads (`BENCH_ONLY=cold`): the list page every call reads, as the list screen asks it */
export const COLD_PAGE = '/api/candidate/list?PAGE=1&PAGESIZE=50';
/** the list page cold, at CONNECTIONS: at least this share of the database floor, p99 below TARGET_P99_MS */
export const COLD_TARGET_FLOOR_RATIO = 0.6;
/** the mixed load: this many autosaves per second (of a field the list row shows) beside the reads */
export const COLD_AUTOSAVES_PER_SECOND = 50;
/** under the mixed load the reads stay within this share of the cold read-only req/s */
export const COLD_MIXED_TOLERANCE = 0.2;

/** issue 35 §3, the record read (staff with its access-log row, and the candidate's own), cold: at
 * least this share of the database floor at CONNECTIONS connections, demo data */
export const RECORD_TARGET_FLOOR_RATIO = 0.6;
/** the staff read's rows are counted exactly over this many requests (every answer awaited), after
 * the timed loads: a timed load stops with requests in flight that the server still answers and logs */
export const RECORD_LOG_CHECK_REQUESTS = 500;
