import { useQuery } from '@tanstack/react-query';
import { healthApi, MSG } from '@admissao/domain';
import { callQuery } from './call';

/** Version text from GET /version; 'Versão indefinida' when it cannot be read. */
export function useVersionText(): string {
  const { data, isError } = useQuery(
    callQuery(healthApi.version, undefined, { staleTime: Infinity, retry: false }),
  );
  if (isError || (data && !data.version)) return MSG.versionUnknown;
  return data?.version ? `Versão ${data.version}` : '';
}
