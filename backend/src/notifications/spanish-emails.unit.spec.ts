import type { NotificationOutbox } from '../outbox/outbox';
import { renderEmail } from '../outbox/templates';
import { reminderEmail } from '../case-file/follow-up/reminders/reminder-email';
import { notifyReferralSent, notifyStaffReply, notifyTicketReceived } from './support-notifications';

/** Who gets which language (issue 33, ADR 204): what the entry points ask of the outbox, and the reminder's words. */
describe('emails in the reader’s language', () => {
  function fakeOutbox() {
    const recorded: Parameters<NotificationOutbox['record']>[1][] = [];
    const outbox = {
      record: (_tx: unknown, n: Parameters<NotificationOutbox['record']>[1]) => {
        recorded.push(n);
        return Promise.resolve(`n${recorded.length}`);
      },
    } as unknown as NotificationOutbox;
    return { outbox, recorded };
  }

  it("the claimant's referral copy follows the account; each attorney's copy is always English", async () => {
    const { outbox, recorded } = fakeOutbox();
    const attorney = {
      name: 'Jo Law',
      firm: 'Jo',
      city: 'Austin',
      state: 'TX',
      sample: false,
      email: 'jo@law.test',
    };
    await notifyReferralSent(
      outbox,
      null,
      'e1',
      { email: 'ana@x.test', name: 'Ana', subjectId: 'u1' },
      [attorney],
      'S',
    );
    expect(recorded.map((n) => [n.to, n.language])).toEqual([
      ['ana@x.test', undefined],
      ['jo@law.test', 'en'],
    ]);
  });

  it("a visitor's ticket emails take the language given (the page's); without one the outbox decides", async () => {
    const { outbox, recorded } = fakeOutbox();
    await notifyTicketReceived(
      outbox,
      null,
      'e1',
      { email: 'v@x.test', subjectId: 't1', language: 'es' },
      { id: 't1' },
    );
    await notifyStaffReply(
      outbox,
      null,
      'e2',
      { email: 'v@x.test', name: 'Vi', subjectId: 't1', language: 'es' },
      { ticketSubject: 'Hi', message: 'Hello', ticketUrl: 'https://suego.test/support' },
    );
    await notifyTicketReceived(outbox, null, 'e3', { email: 'u@x.test', subjectId: 'u1' }, { id: 't2' });
    expect(recorded.map((n) => n.language)).toEqual(['es', 'es', undefined]);
  });

  it('a reminder carries its Spanish words beside the English: dates and the other party as Spanish reads them', () => {
    const data = reminderEmail({
      reminder: 'delivered',
      name: 'Ana',
      recipient: 'Acme LLC',
      responseDueDate: '2026-12-20',
      deliveredOn: '2026-12-03',
      caseId: 'c1',
      publicUrl: 'https://suego.test',
      answerToken: 'a.t',
      unsubscribeToken: 'u.t',
    });
    expect(data.es).toEqual({
      subjectLine: 'Su carta fue entregada',
      intro:
        'USPS entregó su carta a Acme LLC el 3 de diciembre de 2026. La otra parte tiene hasta el 20 de diciembre de 2026 para responder. Se lo recordaremos 3 días antes y ese mismo día.',
      question: '¿Ya le pagaron? Díganos y dejaremos de enviarle recordatorios.',
      answers: [
        { outcome: 'paid_in_full', label: 'Pagaron todo' },
        { outcome: 'paid_in_part', label: 'Pagaron una parte' },
      ],
    });
    const spanish = renderEmail('case-reminder', data, 'es');
    expect(spanish.subject).toBe('Su carta fue entregada');
    expect(renderEmail('case-reminder', data).subject).toBe('Your letter was delivered');
  });
});
