/**
 * Empties the whole query cache: after sign-out, and when the active client changes (nothing read
 * for one client may show under another; tenants never mix).
 */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';

export function useClearCache(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.clear(), [queryClient]);
}
