/**
 * The access-link dialog of the staff view (spec 3 §2, issue 14): the candidate's current link with
 * a copy button, and 'Reenviar por e-mail', which issues a new link (the old one stops working),
 * mails it and writes the log. Offered only before Aguardando conferência (accessLinkAllowed).
 */
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ACCESS_LINK_MESSAGES, formatDateTimeBR } from '@admissao/domain';
import { CopyField } from '../../../components/CopyField';
import { isApiError } from '../../../lib/api';
import { notifySuccess } from '../../../lib/notify';
import { useTask } from '../../../lib/useTask';
import { useSession } from '../../../lib/session';
import { getAccessLinkQueryOptions, useResendAccessLink } from '../api/access-link';

export function AccessLinkDialog({
  id,
  opened,
  onClose,
}: {
  id: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { user } = useSession();
  const resendAccessLink = useResendAccessLink(id);
  const link = useQuery({ ...getAccessLinkQueryOptions(id), enabled: opened });
  const resend = useTask(async () => {
    const answer = await resendAccessLink(user?.CODUSUARIO);
    notifySuccess(answer.message);
  }, 'Erro ao reenviar o link');

  return (
    <Modal opened={opened} onClose={onClose} title="Link de acesso do candidato" size="lg" centered>
      <Stack gap="sm">
        {link.isPending ? (
          <Loader size="sm" aria-label="Carregando" />
        ) : link.isError ? (
          <Alert color="red" variant="light">
            <Text size="sm">{isApiError(link.error) ? link.error.message : 'Erro ao buscar dados'}</Text>
          </Alert>
        ) : link.data.LINK ? (
          <>
            <CopyField label="Link de acesso" value={link.data.LINK} />
            <Text size="sm" c="dimmed">
              Válido até {formatDateTimeBR(link.data.EXPIRA)}, para um único acesso.
            </Text>
          </>
        ) : (
          <Text size="sm">{ACCESS_LINK_MESSAGES.none}</Text>
        )}
        <Text size="sm" c="dimmed">
          Ao reenviar, um novo link é gerado e enviado ao e-mail do candidato; o link anterior deixa de valer.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Fechar
          </Button>
          <Button loading={resend.running} disabled={link.isError} onClick={() => void resend.run()}>
            Reenviar por e-mail
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
