/**
 * A real SMTP server for the mail tests (the `smtp-server` package), on 127.0.0.1 without TLS,
 * requiring the test's user and password, that parses every accepted message with `mailparser`.
 * `refuse` makes it answer MAIL FROM with an SMTP error instead; `holdAfter` leaves MAIL FROM
 * unanswered once that many mails arrived (a sender caught mid-conversation, e.g. to be killed).
 */
import { type AddressInfo, createServer } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const SMTP_USER = 'mailer';
/** A second account on the same server: tells which of two app instances sent a mail. */
export const SMTP_OTHER_USER = 'mailer2';
export const SMTP_PASSWORD = 'smtp-test-password-4711';

export type TestSmtpServer = {
  port: number;
  /** SMTP_URL for the app, with the test's credentials. */
  url: string;
  received: ParsedMail[];
  /** The SMTP user each received mail was sent by, in the order of `received`. */
  senders: string[];
  /** While set, MAIL FROM is answered with this reply code (e.g. 451 temporary, 550 permanent). */
  refuse: number | null;
  /**
   * While set: once this many mails arrived, every further MAIL FROM waits unanswered until this is
   * set to null again; `holding` counts the senders waiting so.
   */
  holdAfter: number | null;
  holding: number;
  close: () => Promise<void>;
};

/** A port nothing listens on (yet): taken from the OS, then released. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const state: TestSmtpServer = {
    port,
    url: '',
    received: [],
    senders: [],
    refuse: null,
    holdAfter: null,
    holding: 0,
    close: async () => {},
  };
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      const known = auth.username === SMTP_USER || auth.username === SMTP_OTHER_USER;
      if (known && auth.password === SMTP_PASSWORD) callback(null, { user: auth.username });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onMailFrom(_address, _session, callback) {
      if (state.holdAfter !== null && state.received.length >= state.holdAfter) {
        state.holding += 1;
        const poll = setInterval(() => {
          if (state.holdAfter !== null) return;
          clearInterval(poll);
          state.holding -= 1;
          callback();
        }, 50);
        poll.unref();
        return;
      }
      if (state.refuse === null) return callback();
      const reply = state.refuse >= 500 ? 'Mailbox unavailable' : 'Try again later';
      callback(Object.assign(new Error(reply), { responseCode: state.refuse }));
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          state.received.push(mail);
          state.senders.push(String(session.user));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  state.port = (server.server.address() as AddressInfo).port;
  state.url = `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${state.port}`;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}
