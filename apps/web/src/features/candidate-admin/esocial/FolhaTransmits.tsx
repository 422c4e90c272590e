/**
 * 'A folha transmite' (decisions 079, 083): in place of a send in the eSocial panel when the client's
 * payroll system sends its events — this product only exports the XML. The wording is the API's
 * own refusal, so the panel and a 409 say the same.
 */
import { Alert } from '@mantine/core';
import { ESOCIAL_SETTINGS_MSG, ESOCIAL_TRANSMISSION_LABELS } from '@admissao/domain';
import { TITLE_STYLE } from './EventState';

export function FolhaTransmits() {
  return (
    <Alert color="blue" title={ESOCIAL_TRANSMISSION_LABELS.FOLHA.label} styles={TITLE_STYLE}>
      {ESOCIAL_SETTINGS_MSG.folhaTransmits}
    </Alert>
  );
}
