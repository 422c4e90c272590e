import { describe, expect, it } from 'vitest';
import { allPermissions, noPermissions, type Role } from './permissions.ts';
import { guardRedirect, homePath, rootRedirect, type Guard, type SessionView } from './routes.ts';

const sessions = {
  anonymous: { signedIn: false },
  candidate: { signedIn: true, role: 'CANDIDATO', permissions: { RELATORIO: true } },
  // spec 1 §6: any PERMISSAO other than ADMIN or MANAGER is routed as a candidate
  otherRole: { signedIn: true, role: 'OPERADOR' as Role },
  adminSingle: {
    signedIn: true,
    role: 'ADMIN',
    multiClient: false,
    hasClient: true,
    permissions: allPermissions(),
  },
  adminMultiNoClient: {
    signedIn: true,
    role: 'ADMIN',
    multiClient: true,
    hasClient: false,
    permissions: allPermissions(),
  },
  adminMultiWithClient: {
    signedIn: true,
    role: 'ADMIN',
    multiClient: true,
    hasClient: true,
    permissions: allPermissions(),
  },
  managerRelatorio: {
    signedIn: true,
    role: 'MANAGER',
    multiClient: false,
    hasClient: true,
    permissions: { ...noPermissions(), RELATORIO: true },
  },
  managerWithoutRelatorio: {
    signedIn: true,
    role: 'MANAGER',
    multiClient: false,
    hasClient: true,
    permissions: { ...noPermissions(), FINALIZAR: true },
  },
  managerMultiNoClient: {
    signedIn: true,
    role: 'MANAGER',
    multiClient: true,
    hasClient: false,
    permissions: allPermissions(),
  },
} satisfies Record<string, SessionView>;

type SessionName = keyof typeof sessions;
const relatorio: Guard = { permission: 'RELATORIO' };

// Expected redirect (null = may enter) for every guard × session kind.
const table: [string, Guard, Record<SessionName, string | null>][] = [
  [
    'public',
    'public',
    {
      anonymous: null,
      candidate: null,
      otherRole: null,
      adminSingle: null,
      adminMultiNoClient: null,
      adminMultiWithClient: null,
      managerRelatorio: null,
      managerWithoutRelatorio: null,
      managerMultiNoClient: null,
    },
  ],
  [
    'signedIn',
    'signedIn',
    {
      anonymous: '/login',
      candidate: null,
      otherRole: null,
      adminSingle: null,
      adminMultiNoClient: null,
      adminMultiWithClient: null,
      managerRelatorio: null,
      managerWithoutRelatorio: null,
      managerMultiNoClient: null,
    },
  ],
  [
    'candidate',
    'candidate',
    {
      anonymous: '/login',
      candidate: null,
      otherRole: null,
      adminSingle: '/restrito',
      adminMultiNoClient: '/restrito',
      adminMultiWithClient: '/restrito',
      managerRelatorio: '/restrito',
      managerWithoutRelatorio: '/restrito',
      managerMultiNoClient: '/restrito',
    },
  ],
  [
    'staff (ADMIN or MANAGER)',
    'staff',
    {
      anonymous: '/login',
      candidate: '/restrito',
      otherRole: '/restrito',
      adminSingle: null,
      adminMultiNoClient: '/clients',
      adminMultiWithClient: null,
      managerRelatorio: null,
      managerWithoutRelatorio: null,
      managerMultiNoClient: '/clients',
    },
  ],
  [
    'staff of any client, none chosen needed (the review queue)',
    'staffAcrossClients',
    {
      anonymous: '/login',
      candidate: '/restrito',
      otherRole: '/restrito',
      adminSingle: null,
      adminMultiNoClient: null,
      adminMultiWithClient: null,
      managerRelatorio: null,
      managerWithoutRelatorio: null,
      managerMultiNoClient: null,
    },
  ],
  [
    'admin only',
    'admin',
    {
      anonymous: '/login',
      candidate: '/restrito',
      otherRole: '/restrito',
      adminSingle: null,
      adminMultiNoClient: '/clients',
      adminMultiWithClient: null,
      managerRelatorio: '/restrito',
      managerWithoutRelatorio: '/restrito',
      managerMultiNoClient: '/clients',
    },
  ],
  [
    'multi-client (/clients)',
    'multiClient',
    {
      anonymous: '/login',
      candidate: '/restrito',
      otherRole: '/restrito',
      adminSingle: '/restrito',
      adminMultiNoClient: null,
      adminMultiWithClient: null,
      managerRelatorio: '/restrito',
      managerWithoutRelatorio: '/restrito',
      managerMultiNoClient: null,
    },
  ],
  [
    'permission RELATORIO',
    relatorio,
    {
      anonymous: '/login',
      candidate: '/restrito',
      otherRole: '/restrito',
      adminSingle: null,
      adminMultiNoClient: '/clients',
      adminMultiWithClient: null,
      managerRelatorio: null,
      managerWithoutRelatorio: '/restrito',
      managerMultiNoClient: '/clients',
    },
  ],
];

describe('guardRedirect: every guard × session kind', () => {
  for (const [label, guard, expected] of table) {
    describe(label, () => {
      for (const name of Object.keys(sessions) as SessionName[]) {
        it(`${name} → ${expected[name] ?? 'enters'}`, () => {
          expect(guardRedirect(guard, sessions[name])).toBe(expected[name]);
        });
      }
    });
  }

  it('a staff session without a permissions map is refused by a permission guard', () => {
    expect(guardRedirect(relatorio, { signedIn: true, role: 'MANAGER', hasClient: true })).toBe('/restrito');
  });
});

describe('guardRedirect: token guard (print views, /auth)', () => {
  it('enters with a token in the query, whoever the visitor is', () => {
    for (const name of Object.keys(sessions) as SessionName[]) {
      expect(guardRedirect('token', sessions[name], '?token=abc.def.ghi'), name).toBeNull();
      expect(guardRedirect('token', sessions[name], 'token=abc&x=1'), name).toBeNull();
    }
  });

  it('goes to /restrito without a token or with an empty one', () => {
    for (const search of ['', '?', '?token=', '?tokens=abc', '?x=token']) {
      expect(guardRedirect('token', sessions.adminSingle, search), search).toBe('/restrito');
      expect(guardRedirect('token', sessions.anonymous, search), search).toBe('/restrito');
    }
  });
});

describe('homePath', () => {
  it.each<[SessionName, string]>([
    ['anonymous', '/login'],
    ['candidate', '/dados'],
    ['otherRole', '/dados'],
    ['adminSingle', '/admin/painel'],
    ['adminMultiNoClient', '/clients'],
    ['adminMultiWithClient', '/admin/painel'],
    ['managerRelatorio', '/admin/painel'],
    ['managerWithoutRelatorio', '/admin/painel'],
    ['managerMultiNoClient', '/clients'],
  ])('%s → %s', (name, path) => {
    expect(homePath(sessions[name])).toBe(path);
  });
});

describe('rootRedirect (/)', () => {
  it('sends u and l to the automatic-entry route, encoded, signed in or not', () => {
    expect(rootRedirect('?u=beatriz@demo.com.br&l=AbC-123_x', false)).toBe(
      '/start/beatriz%40demo.com.br/AbC-123_x',
    );
    expect(rootRedirect('?u=beatriz%40demo.com.br&l=AbC-123_x', true)).toBe(
      '/start/beatriz%40demo.com.br/AbC-123_x',
    );
    expect(rootRedirect('?l=a%2Fb&u=x%20y', false)).toBe('/start/x%20y/a%2Fb');
  });

  it('without both u and l goes to /home when signed in, else /login', () => {
    for (const search of ['', '?u=a@b.com', '?l=abc', '?u=&l=abc', '?u=a@b.com&l=']) {
      expect(rootRedirect(search, true), search).toBe('/home');
      expect(rootRedirect(search, false), search).toBe('/login');
    }
  });
});
