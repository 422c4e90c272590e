/**
 * The measured routes: the floor (constant JSON, no database), a public read of the status
 * table, the authenticated staff call that reads the user's data (the session check held in
 * memory, decision 044) and the status counts of the user's client.
 */
import { DEMO_LOGIN } from './settings.ts';

export interface BenchRoute {
  label: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export const FLOOR_LABEL = 'GET /api/ping (floor)';
export const AUTH_LABEL = 'POST /api/user (auth)';
export const LIST_LABEL = 'GET /api/candidate/data/status';
export const COUNTS_LABEL = 'POST /api/candidate/status (counts)';

export interface LogonAnswer {
  token: string;
  user: { CODUSUARIO: number };
}

/** One sign-in as the demo manager (rate limits apply to logon, so only once per server). */
export async function logon(baseUrl: string, usuario = DEMO_LOGIN.USUARIO): Promise<LogonAnswer> {
  const res = await fetch(`${baseUrl}/api/auth/logon`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...DEMO_LOGIN, USUARIO: usuario }),
  });
  const answer = (await res.json()) as Partial<LogonAnswer>;
  if (res.status !== 200 || typeof answer.token !== 'string' || typeof answer.user?.CODUSUARIO !== 'number')
    throw new Error(`POST /api/auth/logon answered ${res.status}: ${JSON.stringify(answer)}`);
  return answer as LogonAnswer;
}

export function benchRoutes({ token, user }: LogonAnswer): BenchRoute[] {
  return [
    { label: FLOOR_LABEL, method: 'GET', path: '/api/ping' },
    { label: LIST_LABEL, method: 'GET', path: '/api/candidate/data/status' },
    {
      label: AUTH_LABEL,
      method: 'POST',
      path: '/api/user',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ CODUSUARIO: user.CODUSUARIO }),
    },
    {
      label: COUNTS_LABEL,
      method: 'POST',
      path: '/api/candidate/status',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: '{}',
    },
  ];
}

/** One plain request per route first, so a wrong answer fails loudly instead of being measured. */
export async function checkRoute(baseUrl: string, route: BenchRoute): Promise<void> {
  const res = await fetch(`${baseUrl}${route.path}`, {
    method: route.method,
    headers: route.headers,
    body: route.body,
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${route.label} answered ${res.status}: ${text.slice(0, 200)}`);
}
