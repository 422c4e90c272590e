/**
 * Terms of use (spec 2 §2.2, decisions 055, 060): opens when the candidate has not accepted their
 * client's current version (GET /candidate/terms) — the first time, and again whenever that text
 * changes. The text is the client's HTML as the API sanitised it, shown with RichTextView. Not
 * closable, two checkboxes, Aceitar only when both are checked; the acceptance names the version
 * read, so a text changed in between is refused (409) and shown anew.
 */
import { useState } from 'react';
import { Anchor, Button, Checkbox, Group, Modal, ScrollArea, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { type CandidateRecord } from '@admissao/domain';
import { RichTextView } from '../../../components/rich-text';
import { isApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { acceptTerms, useRefreshTerms, useTerms } from '../api/accept-terms';

export function TermsDialog({ record }: { record: CandidateRecord }) {
  const { user } = useSession();
  const refreshTerms = useRefreshTerms();
  const terms = useTerms();
  const [read, setRead] = useState(false);
  const [faq, setFaq] = useState(false);
  const [sending, setSending] = useState(false);

  const accept = async () => {
    if (!terms.data) return;
    setSending(true);
    try {
      await acceptTerms(record.CODCANDIDATO, user?.CODUSUARIO, record.CODSTATUS, terms.data.VERSAO);
      notifySuccess('Termos atualizados');
    } catch (e) {
      notifyError('Erro ao enviar acordo de uso.', isApiError(e) ? e.message : undefined);
    } finally {
      setSending(false);
      // accepted, or a newer version to read: either way the server says what is current
      await refreshTerms();
    }
  };

  return (
    <Modal
      opened={Boolean(terms.data && !terms.data.ACEITO_EM)}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      title="Termos de uso"
      centered
      size="lg"
    >
      <Stack gap="md">
        <ScrollArea.Autosize mah="50vh" type="auto" offsetScrollbars fz="sm">
          <RichTextView html={terms.data?.TEXTO ?? ''} label="Texto dos termos de uso" />
        </ScrollArea.Autosize>
        <Checkbox
          label="Li e concordo com os termos de uso"
          checked={read}
          onChange={(e) => setRead(e.currentTarget.checked)}
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
          <Button disabled={!read || !faq} loading={sending} onClick={() => void accept()}>
            Aceitar
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
