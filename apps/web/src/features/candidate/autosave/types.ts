/** Shapes of the autosave queue (spec 2 §4.6): one edit = one field of the candidate. */

/** A value as PATCH /candidate or PUT /candidate/customFieldsData receives it. */
export type EditValue = string | number | boolean | null;

/** What an edit writes: a registry field of the record, or a custom (additional) field. */
export type EditTarget = { kind: 'field'; field: string } | { kind: 'custom'; codinfo: number };

export interface Edit {
  /** unique per edit: a newer value of the same field gets a new id */
  id: string;
  /** one key per field ('field:NOME', 'custom:7'); a newer edit of the key replaces the older */
  key: string;
  target: EditTarget;
  value: EditValue;
  /** when it was made (ms since epoch): restored edits are re-sent in this order */
  at: number;
}

/**
 * pending: waiting or being sent · retrying: the last attempt failed (network, 5xx) and a new
 * one is scheduled · failed: refused by the server (4xx), not retried, message shown.
 */
export type EditStatus = 'pending' | 'retrying' | 'failed';

export interface EditState {
  edit: Edit;
  status: EditStatus;
  attempts: number;
  /** the server's message (failed) or the last error (retrying) */
  message?: string;
  /** when the next attempt runs (retrying) */
  nextRetryAt?: number;
}

export interface QueueSnapshot {
  /** every field not saved yet, by key */
  states: ReadonlyMap<string, EditState>;
  /** edits waiting or retrying (failed ones excluded): leaving the page asks first */
  pendingCount: number;
  /** the queue is stalled by a failure being retried: every waiting edit is "not saved" */
  stalled: boolean;
  /** when the last edit was saved (ms since epoch), in this page's life: 'Salvo às 18:49' */
  lastSavedAt?: number;
}

export const keyOf = (target: EditTarget): string =>
  target.kind === 'field' ? `field:${target.field}` : `custom:${target.codinfo}`;
