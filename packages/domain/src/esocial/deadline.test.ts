/** The eSocial deadline rule (decision 082): a table of start dates, events and today. */
import { describe, expect, it } from 'vitest';
import { formatDateBR } from '../dates.ts';
import {
  deadlineDaysText,
  esocialDeadlineOf,
  fifteenthOfNextMonth,
  onDeadlineList,
  type DeadlineEvent,
  type DeadlineStep,
} from './deadline.ts';

const ev = (kind: DeadlineEvent['kind'], status: DeadlineEvent['status'], sentOn: string | null = null) => ({
  kind,
  status,
  sentOn,
});

/** start, kind, events, today → due, late, daysLeft, next step, listed */
const TABLE: [
  string,
  'S-2200' | 'S-2300',
  DeadlineEvent[],
  string,
  string,
  boolean,
  number,
  DeadlineStep,
  boolean,
][] = [
  // nothing sent: due the day before the start; listed from two days before the start
  ['2027-03-10', 'S-2200', [], '2027-03-01', '2027-03-09', false, 8, 'ENVIAR_S2190_OU_S2200', false],
  ['2027-03-10', 'S-2200', [], '2027-03-07', '2027-03-09', false, 2, 'ENVIAR_S2190_OU_S2200', false],
  ['2027-03-10', 'S-2200', [], '2027-03-08', '2027-03-09', false, 1, 'ENVIAR_S2190_OU_S2200', true],
  ['2027-03-10', 'S-2200', [], '2027-03-09', '2027-03-09', false, 0, 'ENVIAR_S2190_OU_S2200', true],
  ['2027-03-10', 'S-2200', [], '2027-03-10', '2027-03-09', true, -1, 'ENVIAR_S2200', true],
  ['2027-03-10', 'S-2200', [], '2027-03-14', '2027-03-09', true, -5, 'ENVIAR_S2200', true],
  // the first of a month: the day before is in the month before (and a leap year's 29/02)
  ['2027-03-01', 'S-2200', [], '2027-02-27', '2027-02-28', false, 1, 'ENVIAR_S2190_OU_S2200', true],
  ['2028-03-01', 'S-2200', [], '2028-02-27', '2028-02-29', false, 2, 'ENVIAR_S2190_OU_S2200', false],
  // a Monday start: due on the Sunday, not moved to Friday
  ['2027-03-08', 'S-2200', [], '2027-03-05', '2027-03-07', false, 2, 'ENVIAR_S2190_OU_S2200', false],
  // S-2190 received in time: the S-2200 by the 15th of the next month
  [
    '2027-03-10',
    'S-2200',
    [ev('S-2190', 'RECEBIDO', '2027-03-09')],
    '2027-03-20',
    '2027-04-15',
    false,
    26,
    'ENVIAR_S2200',
    true,
  ],
  [
    '2027-12-31',
    'S-2200',
    [ev('S-2190', 'RECEBIDO', '2027-12-20')],
    '2028-01-16',
    '2028-01-15',
    true,
    -1,
    'ENVIAR_S2200',
    true,
  ],
  // S-2190 received but sent late: no 15th
  [
    '2027-03-10',
    'S-2200',
    [ev('S-2190', 'RECEBIDO', '2027-03-10')],
    '2027-03-10',
    '2027-03-09',
    true,
    -1,
    'ENVIAR_S2200',
    true,
  ],
  // S-2190 with the service, in time: wait for it
  [
    '2027-03-10',
    'S-2200',
    [ev('S-2190', 'EM_PROCESSAMENTO', '2027-03-09')],
    '2027-03-09',
    '2027-03-09',
    false,
    0,
    'AGUARDAR_RECIBO',
    true,
  ],
  // S-2190 rejected: still to do
  [
    '2027-03-10',
    'S-2200',
    [ev('S-2190', 'REJEITADO', '2027-03-08')],
    '2027-03-09',
    '2027-03-09',
    false,
    0,
    'ENVIAR_S2190_OU_S2200',
    true,
  ],
  // the S-2200 with the service, or received
  [
    '2027-03-10',
    'S-2200',
    [ev('S-2200', 'ENVIADO', '2027-03-09')],
    '2027-03-09',
    '2027-03-09',
    false,
    0,
    'AGUARDAR_RECIBO',
    true,
  ],
  [
    '2027-03-10',
    'S-2200',
    [ev('S-2200', 'RECEBIDO', '2027-03-09')],
    '2027-03-12',
    '2027-03-09',
    false,
    -3,
    'CONCLUIDO',
    false,
  ],
  [
    '2027-03-10',
    'S-2200',
    [ev('S-2190', 'RECEBIDO', '2027-03-01'), ev('S-2200', 'RECEBIDO', '2027-04-02')],
    '2027-04-03',
    '2027-04-15',
    false,
    12,
    'CONCLUIDO',
    false,
  ],
  // an intern: the S-2300 by the 15th of the next month, an S-2190 changes nothing
  ['2027-03-10', 'S-2300', [], '2027-03-10', '2027-04-15', false, 36, 'ENVIAR_S2300', true],
  ['2027-03-10', 'S-2300', [], '2027-04-16', '2027-04-15', true, -1, 'ENVIAR_S2300', true],
  [
    '2027-03-10',
    'S-2300',
    [ev('S-2300', 'RECEBIDO', '2027-03-20')],
    '2027-04-16',
    '2027-04-15',
    false,
    -1,
    'CONCLUIDO',
    false,
  ],
];

describe('esocialDeadlineOf', () => {
  for (const [start, kind, events, today, due, late, daysLeft, nextStep, listed] of TABLE)
    it(`início ${formatDateBR(start)} (${kind}, ${events.map((e) => `${e.kind} ${e.status}`).join(', ') || 'nada enviado'}), hoje ${formatDateBR(today)} → prazo ${formatDateBR(due)}, ${nextStep}`, () => {
      const d = esocialDeadlineOf({ start, kind, events, today });
      expect({ due: d.due, late: d.late, daysLeft: d.daysLeft, nextStep: d.nextStep }).toEqual({
        due,
        late,
        daysLeft,
        nextStep,
      });
      expect(onDeadlineList(d, start, today)).toBe(listed);
    });

  it('says which rule gave the date, in pt-BR', () => {
    expect(
      esocialDeadlineOf({ start: '2027-03-10', kind: 'S-2200', events: [], today: '2027-03-01' }).reason,
    ).toBe('O S-2200 vence na véspera do início (10/03/2027).');
    const prelim = esocialDeadlineOf({
      start: '2027-03-10',
      kind: 'S-2200',
      events: [ev('S-2190', 'RECEBIDO', '2027-03-09')],
      today: '2027-03-01',
    });
    expect(prelim.prelim).toBe(true);
    expect(prelim.reason).toContain('S-2190');
  });

  it('the 15th of the next month, across a year', () => {
    expect(fifteenthOfNextMonth('2027-01-31')).toBe('2027-02-15');
    expect(fifteenthOfNextMonth('2027-12-01')).toBe('2028-01-15');
  });

  it('days left or late in pt-BR', () => {
    expect([3, 1, 0, -1, -4].map(deadlineDaysText)).toEqual([
      'faltam 3 dias',
      'vence amanhã',
      'vence hoje',
      'atrasado 1 dia',
      'atrasado 4 dias',
    ]);
  });
});
