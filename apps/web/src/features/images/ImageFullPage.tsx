import { useEffect } from 'react';
import { Center, Image, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { apiBlobUrl } from '../../lib/api';

/** /image/full?src=/api/... — a stored image at full size, fetched with the session token. */
export function ImageFullPage() {
  const [params] = useSearchParams();
  const src = (params.get('src') ?? '').replace(/^\/api(?=\/)/, '');
  const valid = src.startsWith('/') && !src.startsWith('//');
  const {
    data: url,
    isError,
    isPending,
  } = useQuery({
    queryKey: ['imageFull', src],
    queryFn: () => apiBlobUrl(src),
    enabled: valid,
    retry: false,
    gcTime: 0,
  });
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (!valid || isError) return <Text>Imagem não encontrada.</Text>;
  if (isPending)
    return (
      <Center mih="50vh">
        <Loader aria-label="Carregando imagem" />
      </Center>
    );
  return <Image src={url} alt={params.get('alt') ?? 'Imagem em tamanho real'} fit="contain" maw="100%" />;
}
