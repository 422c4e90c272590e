/**
 * Terms of use (spec 2 §2.2): not closable, two checkboxes, Aceitar only when both are
 * checked. The product keeps it hidden (TERMS_DIALOG_VISIBLE); what would open it is not
 * specified. The terms text is a placeholder.
 */
import { useState } from 'react';
import { Anchor, Button, Checkbox, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import type { CandidateRecord } from '@admissao/domain';
import { acceptTerms } from '../api/accept-terms';

export const TERMS_DIALOG_VISIBLE = false;

export function TermsDialog({
  record,
  opened = TERMS_DIALOG_VISIBLE,
}: {
  record: CandidateRecord;
  opened?: boolean;
}) {
  const { user } = useSession();
  const [terms, setTerms] = useState(false);
  const [faq, setFaq] = useState(false);
  const [sending, setSending] = useState(false);
  const [accepted, setAccepted] = useState(false);

  const accept = async () => {
    setSending(true);
    try {
      await acceptTerms(record.CODCANDIDATO, user?.CODUSUARIO, record.CODSTATUS);
      notifySuccess('Termos atualizados');
      setAccepted(true);
    } catch (e) {
      notifyError('Erro ao enviar acordo de uso.', isApiError(e) ? e.message : undefined);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      opened={opened && !accepted}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title="Termos de uso"
      centered
      size="lg"
    >
      <Stack gap="md">
        <ScrollArea h={200} type="auto">
          <Text size="sm">
            Texto dos termos de uso. Ao utilizar este sistema, você concorda com o tratamento dos seus dados
            pessoais para fins de admissão, conforme a legislação vigente.
          </Text>
        </ScrollArea>
        <Checkbox
          label="Li e concordo com os termos de uso"
          checked={terms}
          onChange={(e) => setTerms(e.currentTarget.checked)}
        />
        <Checkbox
          label={
            <>
              Li as{' '}
              <Anchor component={Link} to="/duvidas">
                dúvidas frequentes
              </Anchor>
            </>
          }
          checked={faq}
          onChange={(e) => setFaq(e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button disabled={!terms || !faq} loading={sending} onClick={() => void accept()}>
            Aceitar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
