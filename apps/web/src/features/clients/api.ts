import type { ClientCard } from '@admissao/domain';
import { api } from '../../lib/api';

export const fetchClients = (CODUSUARIO: number) =>
  api<ClientCard[]>('/auth/clients', { body: { CODUSUARIO, CODPRODUTO: 'GC' }, redirectOn401: false });
