/**
 * The staff menu (menus.ts) with the entry the address lights (menu-model.ts): the administration's
 * entries under 'Configuração', entries hidden by role and permission as before, and the access
 * log lighting Configurações — never Painel, the entry remembered from the sign-in (issue 30).
 */
import { describe, expect, it } from 'vitest';
import { allPermissions, noPermissions, type SessionUser } from '@admissao/domain';
import { currentEntry, sectionsOf } from '../components/layouts/menu-model';
import { menuFor } from './menus';

const user = (PERMISSAO: SessionUser['PERMISSAO'], MULTICLIENTE = false): SessionUser => ({
  CODADM: 1,
  CODUSUARIO: 1,
  NOMEUSUARIO: 'Ana',
  EMAIL: 'ana@demo.com.br',
  USUARIO: 'ana',
  PERMISSAO,
  MULTICLIENTE,
  TROCAR_SENHA: false,
});
const session = (u: SessionUser) => ({ token: 't', user: u, candidate: null, client: null });
const admin = menuFor(session(user('ADMIN', true)), allPermissions());
const manager = menuFor(session(user('MANAGER')), { ...noPermissions(), LOG: true });
const layout = (items: typeof admin) =>
  sectionsOf(items).map(({ group, items: list }) => [group ?? 'header', list.map((i) => i.label)]);

describe('staff menu', () => {
  it("ADMIN: the daily entries in the header, the administration's under 'Configuração'", () => {
    expect(layout(admin)).toEqual([
      [
        'header',
        ['Clientes', 'Painel', 'Fila de conferência', 'Candidatos', 'Cadastro', 'Relatório', 'Conversas'],
      ],
      [
        'Configuração',
        ['eSocial — prazos', 'Benefícios', 'Dúvidas', 'Configurações', 'Unidades', 'Usuários'],
      ],
    ]);
  });

  it('MANAGER: no Configurações nor Usuários, no Relatório without its permission', () => {
    expect(layout(manager)).toEqual([
      ['header', ['Painel', 'Fila de conferência', 'Candidatos', 'Cadastro', 'Conversas']],
      ['Configuração', ['Benefícios', 'Dúvidas', 'Unidades']],
    ]);
  });

  it("'eSocial — prazos' for a MANAGER only with the eSocial permission (decision 082)", () => {
    const withFlag = menuFor(session(user('MANAGER')), { ...noPermissions(), ESOCIAL: true });
    expect(withFlag.map((i) => i.label)).toContain('eSocial — prazos');
    expect(manager.map((i) => i.label)).not.toContain('eSocial — prazos');
  });

  it('lights the entry of the address', () => {
    const at = (items: typeof admin, path: string) => currentEntry(items, path)?.label;
    expect(at(admin, '/admin/painel')).toBe('Painel');
    expect(at(admin, '/admin/usuarios')).toBe('Usuários');
    expect(at(admin, '/admin/duvidas/cadastro')).toBe('Dúvidas');
    expect(at(admin, '/admin/conferir/7')).toBe('Candidatos');
    // opened from Configurações (and the user menu)
    expect(at(admin, '/admin/acessos')).toBe('Configurações');
    expect(at(admin, '/admin/requisicoes')).toBe('Configurações');
    // a MANAGER with LOG opens them from the user menu: no entry of his menu is theirs
    expect(at(manager, '/admin/acessos')).toBeUndefined();
  });
});
