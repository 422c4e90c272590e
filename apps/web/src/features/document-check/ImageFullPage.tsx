/**
 * /image/full?src=/api/…&alt=… — a stored image at its full size (spec 1 §2), fetched with the
 * session; a failed load shows the placeholder with the HTTP code (403/404/500).
 */
import { Center, Loader, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { FileErrorPlaceholder } from '../../components/viewers/FileErrorPlaceholder';
import { errorCode, useProtectedFile } from '../../components/viewers/useProtectedFile';

export function ImageFullPage() {
  const [params] = useSearchParams();
  const src = (params.get('src') ?? '').replace(/^\/api(?=\/)/, '');
  // only a path of this API: never another origin
  const valid = src.startsWith('/') && !src.startsWith('//');
  const file = useProtectedFile(valid ? src : null);
  if (!valid) return <Text>Imagem não informada.</Text>;
  if (file.isError) return <FileErrorPlaceholder code={errorCode(file.error)} minHeight={320} />;
  if (!file.data)
    return (
      <Center mih="50vh">
        <Loader aria-label="Carregando imagem" />
      </Center>
    );
  return (
    <img
      src={file.data.url}
      alt={params.get('alt') ?? 'Imagem em tamanho real'}
      style={{ display: 'block' }}
    />
  );
}
