/**
 * The database floor (issue 15): the least any call that must touch the database once can cost —
 * a hand-written Fastify route on node-postgres that verifies an HS256 bearer token and reads one
 * row by primary key with a named prepared statement. Its own process, started by bench/run.ts
 * with DATABASE_URL, JWT_SECRET and PORT; the app's token (`sub` `u:<id>`) is accepted as is.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const secret = process.env.JWT_SECRET ?? '';
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

function verify(token: string): { sub: string } | null {
  const [head, body, signature] = token.split('.');
  if (!head || !body || !signature) return null;
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as { sub?: string; exp?: number };
  if (typeof claims.sub !== 'string' || (claims.exp ?? 0) < Date.now() / 1000) return null;
  return { sub: claims.sub };
}

const app = Fastify({ logger: false });
app.get('/', async () => ({ ok: true }));
app.post('/floor', async (request, reply) => {
  const auth = request.headers.authorization ?? '';
  const claims = auth.startsWith('Bearer ') ? verify(auth.slice(7)) : null;
  if (!claims) return reply.code(401).send({ message: 'token' });
  const { rows } = await pool.query({
    name: 'floor_read',
    text: 'select codusuario, nomeusuario, email from staff_user where codusuario = $1',
    values: [Number(claims.sub.slice(2))],
  });
  if (!rows[0]) return reply.code(404).send({ message: 'not found' });
  return rows[0];
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
