import { describe, expect, it, vi } from 'vitest';
import { outboxRowsOf, queueMails } from './mail-queue';

const email = { template: 't', subject: 'Hi\r\nBcc: x@example.com', bodyText: 'x' };

describe('queueing mails', () => {
  it('turns each mail into its outbox row with the header guards applied', () => {
    expect(outboxRowsOf([{ email, recipient: 'a@example.com', language: 'fr' }])).toEqual([
      {
        template: 't',
        subject: 'Hi Bcc: x@example.com',
        bodyText: 'x',
        bodyHtml: null,
        headers: {},
        fromName: null,
        replyTo: null,
        calendarEvent: null,
        recipient: 'a@example.com',
        languageCode: 'fr',
      },
    ]);
    // A booking mail's invitation rides along as it was made (decision 101).
    const calendarEvent = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';
    expect(
      outboxRowsOf([{ email: { ...email, calendarEvent }, recipient: 'a@example.com', language: 'fr' }])[0],
    ).toMatchObject({ calendarEvent });
  });

  it('a recipient with a line break is refused before anything is stored', async () => {
    const outbox = { enqueue: vi.fn(async () => []) };
    await expect(
      queueMails(outbox, [{ email, recipient: 'a@example.com\nBcc: b@example.com', language: 'de' }]),
    ).rejects.toThrow(/single-line address/);
    expect(outbox.enqueue).not.toHaveBeenCalled();
  });
});
