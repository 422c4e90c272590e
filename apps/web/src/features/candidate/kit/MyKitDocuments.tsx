/**
 * The signed kit in the candidate's 'Documentos' tab (issue 33 §5, decision 074): where the
 * candidate looks for their files, the sealed documents (or that they are being sealed) are listed
 * too — the same card as under the status message. Nothing for a kit still being signed or refused:
 * that is the status message's step.
 */
import { Box } from '@mantine/core';
import { useMyKit } from '../api/kit';
import { KitOutcome } from './KitOutcome';

export function MyKitDocuments() {
  const kit = useMyKit().data?.KIT;
  if (!kit || (kit.STATUS !== 'ASSINADO' && kit.STATUS !== 'SELANDO')) return null;
  return (
    <Box mb="md">
      <KitOutcome kit={kit} />
    </Box>
  );
}
