import { useQuery } from '@tanstack/react-query';
import { MSG } from '@admissao/domain';
import { api } from './api';

/** Version text from GET /version; 'Versão indefinida' when it cannot be read. */
export function useVersionText(): string {
  const { data, isError } = useQuery({
    queryKey: ['version'],
    queryFn: () => api<{ version?: string }>('/version', { auth: false }),
    staleTime: Infinity,
    retry: false,
  });
  if (isError || (data && !data.version)) return MSG.versionUnknown;
  return data?.version ? `Versão ${data.version}` : '';
}
