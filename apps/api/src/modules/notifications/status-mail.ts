/**
 * The e-mail a candidate status sends (decision 048), read from MAIL_EVENTS: the statuses of a
 * candidate mail (11, 12, 14, 6, 13, 8, 9) write to the candidate; those of an HR notice (4, 10)
 * go through noticeHr. Called in the transaction of the status change, so the mail is queued
 * exactly when the change is stored.
 */
import {
  MAIL_EVENT_OF_STATUS,
  MAIL_EVENTS,
  STATUS,
  type HrNoticeKind,
  type MailEvent,
  type PendingItem,
  type TenantRef,
} from '@admissao/domain';
import type { Db } from '../../db/client.ts';
import { composeMail, enqueueMail, type MailContent } from '../mail/index.ts';
import { candidateFacts, candidateLink, type CandidateFacts } from './candidate-facts.ts';
import { noticeHr } from './hr-notices.ts';

/** What the status change adds to its mail: HR's note (11, 12, 14), the pending items (6, 13). */
export interface StatusMailDetail {
  note?: string | null;
  items?: readonly PendingItem[];
}

type StatusEvent = {
  [K in MailEvent]: (typeof MAIL_EVENTS)[K] extends { statuses: readonly number[] } ? K : never;
}[MailEvent];
type CandidateStatusEvent = Exclude<StatusEvent, HrNoticeKind>;

const CANDIDATE_STATUS_MAILS: {
  [K in CandidateStatusEvent]: (
    f: CandidateFacts,
    link: string,
    status: number,
    d: StatusMailDetail,
  ) => MailContent;
} = {
  correctionRequested: (f, link, status, d) =>
    composeMail('correctionRequested', {
      brand: f.brand,
      link,
      name: f.name,
      documents: status === STATUS.CORRECAO_DOCUMENTOS,
      note: d.note ?? '',
    }),
  reopenedForCandidate: (f, link, _s, d) =>
    composeMail('reopenedForCandidate', { brand: f.brand, link, name: f.name, note: d.note ?? '' }),
  pendingItems: (f, link, _s, d) =>
    composeMail('pendingItems', { brand: f.brand, link, name: f.name, items: d.items ?? [] }),
  admissionFinalized: (f, link) => composeMail('admissionFinalized', { brand: f.brand, link, name: f.name }),
  processCancelled: (f, link) => composeMail('processCancelled', { brand: f.brand, link, name: f.name }),
};

const isCandidateEvent = (e: MailEvent): e is CandidateStatusEvent => e in CANDIDATE_STATUS_MAILS;

export async function mailStatusChange(
  db: Db,
  appUrl: string,
  tenant: TenantRef,
  codcandidato: number,
  status: number,
  detail: StatusMailDetail = {},
): Promise<void> {
  const event = MAIL_EVENT_OF_STATUS.get(status);
  if (!event) return;
  if (MAIL_EVENTS[event].audience === 'hr') {
    await noticeHr(db, appUrl, tenant, codcandidato, event as HrNoticeKind);
    return;
  }
  if (!isCandidateEvent(event)) return;
  const facts = await candidateFacts(db, appUrl, tenant, codcandidato);
  if (!facts?.email) return;
  const mail = CANDIDATE_STATUS_MAILS[event](facts, candidateLink(appUrl), status, detail);
  await enqueueMail(db, facts.email, mail);
}
