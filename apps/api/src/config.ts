/**
 * Configuration from environment variables, validated once at start-up. A wrong value
 * stops start-up with a message naming the variable. In the embedded default the secrets
 * are generated once and kept under DATA_DIR, so a restart keeps sessions valid; with
 * DATABASE_URL set (a real deployment) missing secrets stop start-up instead.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { keyRing, parseSecretKey, type SecretKeyRing } from './lib/secrets.ts';

const SECRET_NAMES = ['JWT_SECRET', 'PARTNER_SECRET'] as const;
type SecretName = (typeof SECRET_NAMES)[number];
/** what the embedded default generates and keeps in DATA_DIR/secrets.json */
const STORED_NAMES = [...SECRET_NAMES, 'SECRETS_KEY'] as const;
type StoredName = (typeof STORED_NAMES)[number];

const SECRETS_KEY_RULE =
  'deve ter 32 bytes em hex ou base64 (openssl rand -hex 32); várias chaves separadas por vírgula';
const ZSecret = z.string().min(32, 'deve ter ao menos 32 caracteres');

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.url({ error: 'deve ser uma URL (ex.: https://admissao.exemplo.com.br)' }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'deve começar com postgres:// ou postgresql://')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'deve começar com smtp:// ou smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Admissão <nao-responda@admissao.local>'),
  JWT_SECRET: ZSecret.optional(),
  PARTNER_SECRET: ZSecret.optional(),
  SECRETS_KEY: z
    .string()
    .refine((v) => parseSecretKey(v) !== null, SECRETS_KEY_RULE)
    .optional(),
  SECRETS_KEY_OLD: z
    .string()
    .refine((v) => v.split(',').every((k) => parseSecretKey(k) !== null), SECRETS_KEY_RULE)
    .optional(),
  SEED_DEMO: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CHECK_RESPONSES: z.enum(['true', 'false']).default('false'),
  DASHBOARD_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  ANSWER_CACHE: z.enum(['on', 'off'], { error: 'deve ser on (respostas guardadas) ou off' }).default('on'),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(86400).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(14),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((v, ctx) => {
      const parsed = parseTrustProxy(v);
      if (parsed === null)
        ctx.addIssue({
          code: 'custom',
          message:
            'use false, true (um proxy), um número de proxies (1 a 10) ou endereços/CIDRs separados por vírgula',
        });
      return parsed ?? false;
    }),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(600).default(60),
  HEADERS_TIMEOUT_SECONDS: z.coerce.number().int().min(2).max(60).default(10),
  CEP_SERVICE_URL: z.url({ error: 'deve ser uma URL' }).default('https://viacep.com.br'),
  TSA_URL: z.url({ error: 'deve ser uma URL (ex.: https://tsa.exemplo.com.br/tsr)' }).optional(),
  STORAGE_BUCKET: z.enum(['L', 'S'], { error: 'deve ser L (pasta local) ou S (S3)' }).default('L'),
  S3_ENDPOINT: z.url({ error: 'deve ser uma URL' }).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('true'),
  S3_CONNECT_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(60).default(2),
  S3_REQUEST_TIMEOUT_SECONDS: z.coerce.number().min(0.5).max(600).default(10),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  DATABASE_CONNECT_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(120).default(5),
  DATABASE_STATEMENT_TIMEOUT_SECONDS: z.coerce.number().min(0.5).max(3600).default(15),
  DATABASE_QUERY_TIMEOUT_SECONDS: z.coerce.number().min(1).max(3600).optional(),
  // decision 077: eSocial's web services (2 = produção restrita, 1 = produção)
  ESOCIAL_AMBIENTE: z
    .enum(['1', '2'], { error: 'deve ser 1 (produção) ou 2 (produção restrita)' })
    .default('2'),
  ESOCIAL_ENVIAR_URL: z.url({ protocol: /^https$/, error: 'deve ser uma URL https' }).optional(),
  ESOCIAL_CONSULTAR_URL: z.url({ protocol: /^https$/, error: 'deve ser uma URL https' }).optional(),
  ESOCIAL_CA_FILE: z.string().min(1).optional(),
  ESOCIAL_CONNECT_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(120).default(15),
  ESOCIAL_TIMEOUT_SECONDS: z.coerce.number().min(0.5).max(600).default(30),
});

/**
 * eSocial's two web services per environment (tpAmb). Produção restrita: the soap:address of the
 * vendored WSDLs (comunicacao_v1_5_0); produção: the addresses eSocial published for it (gov.br,
 * 04/01/2018). ESOCIAL_ENVIAR_URL / ESOCIAL_CONSULTAR_URL override them (the stand-in).
 */
export const ESOCIAL_ENDPOINTS = {
  1: {
    enviar:
      'https://webservices.envio.esocial.gov.br/servicos/empregador/enviarloteeventos/WsEnviarLoteEventos.svc',
    consultar:
      'https://webservices.consulta.esocial.gov.br/servicos/empregador/consultarloteeventos/WsConsultarLoteEventos.svc',
  },
  2: {
    enviar:
      'https://webservices.producaorestrita.esocial.gov.br/servicos/empregador/enviarloteeventos/WsEnviarLoteEventos.svc',
    consultar:
      'https://webservices.producaorestrita.esocial.gov.br/servicos/empregador/consultarloteeventos/WsConsultarLoteEventos.svc',
  },
} as const satisfies Record<1 | 2, { enviar: string; consultar: string }>;

/**
 * How the API reaches eSocial (decision 077): the environment (it also sets tpAmb in every event),
 * the two services, the CA that must have issued the server's certificate (absent: Node's store),
 * and every wait's end.
 */
export interface EsocialConfig {
  ambiente: 1 | 2;
  enviarUrl: string;
  consultarUrl: string;
  caFile?: string;
  connectTimeoutMs: number;
  timeoutMs: number;
}

export const esocialConfigOf = (
  ambiente: 1 | 2,
  o: Partial<Omit<EsocialConfig, 'ambiente'>> = {},
): EsocialConfig => ({
  ambiente,
  enviarUrl: o.enviarUrl ?? ESOCIAL_ENDPOINTS[ambiente].enviar,
  consultarUrl: o.consultarUrl ?? ESOCIAL_ENDPOINTS[ambiente].consultar,
  caFile: o.caFile,
  connectTimeoutMs: o.connectTimeoutMs ?? 15_000,
  timeoutMs: o.timeoutMs ?? 30_000,
});

/** Where uploaded files go (docs/design.md §5): BUCKET L = DATA_DIR/files, S = an S3-compatible bucket. */
export interface StorageConfig {
  bucket: 'L' | 'S';
  s3?: {
    endpoint?: string;
    region: string;
    bucket: string;
    accessKeyId?: string;
    secretAccessKey?: string;
    forcePathStyle: boolean;
    /** a connection must be made, and a request answered, within these (a frozen server is left) */
    connectTimeoutMs?: number;
    requestTimeoutMs?: number;
  };
}

/**
 * How the API talks to a PostgreSQL server (db/client.ts, decision 058). Every wait has an end: a
 * connection is made within connectTimeoutMs, a statement runs at most statementTimeoutMs on the
 * server, and a call the server never answers (a cut cable, a frozen host) fails after
 * queryTimeoutMs on our side.
 */
export interface DatabaseSettings {
  poolSize: number;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  queryTimeoutMs: number;
}

export interface AppConfig {
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** pool and timeouts of the PostgreSQL server (absent: DEFAULT_DATABASE_SETTINGS) */
  database?: DatabaseSettings;
  smtpUrl: string | undefined;
  mailFrom: string;
  secrets: Record<SecretName, string>;
  /**
   * The keys of the secret store (lib/secrets.ts, decision 068): SECRETS_KEY seals,
   * it and SECRETS_KEY_OLD open.
   */
  secretKeys: SecretKeyRing;
  seedDemo: boolean;
  logLevel: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /**
   * Which proxies' X-Forwarded-For to believe (Fastify's trustProxy forms): false = none, a
   * number = that many hops nearest to us, a list = those addresses/CIDRs. Never `true`
   * (trust everything), which would let a client pick its own address by writing the header.
   */
  trustProxy: TrustProxy;
  /**
   * A request must arrive whole within requestTimeoutMs and its headers within headersTimeoutMs,
   * or the connection is dropped (a client trickling bytes holds no socket for long).
   */
  requestTimeoutMs: number;
  headersTimeoutMs: number;
  /** ViaCEP-compatible service: GET {url}/ws/{cep}/json/ */
  cepServiceUrl: string;
  /**
   * RFC 3161 timestamp authority for the PDF seal (decision 065); absent = seals without a trusted
   * timestamp, and the evidence says so
   */
  tsaUrl?: string;
  version: string;
  /**
   * Check every JSON answer against its contract schema before sending it (tests and
   * development: a handler that drifts from the contract fails loudly instead of sending less).
   */
  checkResponses: boolean;
  /** how long a dashboard answer is kept per scope (decision 041); 0 = not kept (the bench) */
  dashboardCacheMs?: number;
  /**
   * Whether answers of data calls are held in memory (absent: true): the candidate list's pages and
   * the status counts (decisions 016, 044), the reference lists and (with dashboardCacheMs 0) the
   * dashboard. `ANSWER_CACHE=off` reads every call from the database — the bench's cold reads
   * (issue 35 §1); the session check stays held (decision 044: it is not an answer).
   */
  answerCache?: boolean;
  /** absent = local folder under dataDir */
  storage?: StorageConfig;
  /** eSocial's services (absent: produção restrita with its published addresses) */
  esocial?: EsocialConfig;
}

export type TrustProxy = false | number | string[];

const CIDR = /^(.+)\/(\d{1,3})$/;
const validAddress = (entry: string) => {
  const m = CIDR.exec(entry);
  const ip = m ? m[1]! : entry;
  const family = isIP(ip);
  if (!family) return false;
  return !m || Number(m[2]) <= (family === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY: 'false' | 'true' (= 1 hop: only the nearest proxy, e.g. the load balancer) |
 * a hop count | 'addr, cidr, ...'. null when invalid.
 */
export function parseTrustProxy(raw: string): TrustProxy | null {
  const value = raw.trim();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') return 1;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops >= 1 && hops <= 10 ? hops : null;
  }
  const list = value.split(',').map((s) => s.trim());
  return list.every(validAddress) ? list : null;
}

export class ConfigError extends Error {}

function loadOrCreateSecrets(dataDir: string, given: Partial<Record<StoredName, string>>) {
  const file = join(dataDir, 'secrets.json');
  const stored: Partial<Record<StoredName, string>> = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Record<StoredName, string>>)
    : {};
  let changed = false;
  const out = {} as Record<StoredName, string>;
  // 32 random bytes in base64url: a valid JWT_SECRET, PARTNER_SECRET and SECRETS_KEY alike
  for (const name of STORED_NAMES) {
    const value = given[name] ?? stored[name];
    if (value) out[name] = value;
    else {
      out[name] = randomBytes(32).toString('base64url');
      stored[name] = out[name];
      changed = true;
    }
  }
  if (changed) writeFileSync(file, JSON.stringify(stored, null, 2), { mode: 0o600 });
  return out;
}

export function readVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? 'indefinida';
  } catch {
    return 'indefinida';
  }
}

function storageConfig(e: z.infer<typeof ZEnv>): StorageConfig {
  if (e.STORAGE_BUCKET === 'L') return { bucket: 'L' };
  if (!e.S3_BUCKET) throw new ConfigError('Configuração inválida: com STORAGE_BUCKET=S, defina S3_BUCKET.');
  return {
    bucket: 'S',
    s3: {
      endpoint: e.S3_ENDPOINT,
      region: e.S3_REGION,
      bucket: e.S3_BUCKET,
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      forcePathStyle: e.S3_FORCE_PATH_STYLE === 'true',
      connectTimeoutMs: e.S3_CONNECT_TIMEOUT_SECONDS * 1000,
      requestTimeoutMs: e.S3_REQUEST_TIMEOUT_SECONDS * 1000,
    },
  };
}

export const DEFAULT_DATABASE_SETTINGS: DatabaseSettings = {
  poolSize: 10,
  connectTimeoutMs: 5000,
  statementTimeoutMs: 15_000,
  queryTimeoutMs: 20_000,
};

function databaseSettings(e: z.infer<typeof ZEnv>): DatabaseSettings {
  const statementTimeoutMs = e.DATABASE_STATEMENT_TIMEOUT_SECONDS * 1000;
  const queryTimeoutMs =
    (e.DATABASE_QUERY_TIMEOUT_SECONDS ?? e.DATABASE_STATEMENT_TIMEOUT_SECONDS + 5) * 1000;
  // the server's own limit must end a long statement first, or the client gives up on a statement
  // the server goes on running
  if (queryTimeoutMs <= statementTimeoutMs)
    throw new ConfigError(
      'Configuração inválida:\n  DATABASE_QUERY_TIMEOUT_SECONDS: deve ser maior que DATABASE_STATEMENT_TIMEOUT_SECONDS',
    );
  return {
    poolSize: e.DATABASE_POOL_SIZE,
    connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_SECONDS * 1000,
    statementTimeoutMs,
    queryTimeoutMs,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = ZEnv.safeParse(Object.fromEntries(Object.entries(env).filter(([, v]) => v !== '')));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Configuração inválida:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  let secrets: Record<SecretName, string>;
  let secretsKey: string;
  if (e.DATABASE_URL) {
    const missing = SECRET_NAMES.filter((n) => !e[n]);
    if (missing.length)
      throw new ConfigError(
        `Configuração inválida: com DATABASE_URL, defina ${missing.join(' e ')} (32+ caracteres aleatórios).`,
      );
    if (!e.SECRETS_KEY)
      throw new ConfigError(
        'Configuração inválida: com DATABASE_URL, defina SECRETS_KEY (32 bytes em hex ou base64: openssl rand -hex 32), a mesma em todos os processos.',
      );
    secrets = { JWT_SECRET: e.JWT_SECRET!, PARTNER_SECRET: e.PARTNER_SECRET! };
    secretsKey = e.SECRETS_KEY;
  } else {
    mkdirSync(dataDir, { recursive: true });
    const stored = loadOrCreateSecrets(dataDir, e);
    secrets = { JWT_SECRET: stored.JWT_SECRET, PARTNER_SECRET: stored.PARTNER_SECRET };
    secretsKey = stored.SECRETS_KEY;
  }
  const current = parseSecretKey(secretsKey);
  if (!current)
    throw new ConfigError(
      `Configuração inválida:\n  SECRETS_KEY (de DATA_DIR/secrets.json): ${SECRETS_KEY_RULE}`,
    );
  const old = (e.SECRETS_KEY_OLD ?? '').split(',').flatMap((k) => parseSecretKey(k) ?? []);
  return {
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    database: databaseSettings(e),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    secrets,
    secretKeys: keyRing(current, old),
    seedDemo: e.SEED_DEMO ? e.SEED_DEMO === 'true' : !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: e.REFRESH_TOKEN_TTL_DAYS,
    trustProxy: e.TRUST_PROXY,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    headersTimeoutMs: Math.min(e.HEADERS_TIMEOUT_SECONDS, e.REQUEST_TIMEOUT_SECONDS) * 1000,
    cepServiceUrl: e.CEP_SERVICE_URL.replace(/\/$/, ''),
    tsaUrl: e.TSA_URL,
    version: readVersion(),
    checkResponses: e.CHECK_RESPONSES === 'true',
    answerCache: e.ANSWER_CACHE === 'on',
    dashboardCacheMs: e.ANSWER_CACHE === 'on' ? e.DASHBOARD_CACHE_SECONDS * 1000 : 0,
    storage: storageConfig(e),
    esocial: esocialConfigOf(e.ESOCIAL_AMBIENTE === '1' ? 1 : 2, {
      enviarUrl: e.ESOCIAL_ENVIAR_URL,
      consultarUrl: e.ESOCIAL_CONSULTAR_URL,
      caFile: e.ESOCIAL_CA_FILE,
      connectTimeoutMs: e.ESOCIAL_CONNECT_TIMEOUT_SECONDS * 1000,
      timeoutMs: e.ESOCIAL_TIMEOUT_SECONDS * 1000,
    }),
  };
}
