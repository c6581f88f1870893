import type { Deps } from '../http/context.ts';
import { createMailer } from '../integrations/mail/mailer.ts';
import { notifyOpenCheckins } from './events.ts';
import { sendNotificationMails } from './send-mails.ts';

const MAIL_MS = 2_000;
const CHECKIN_OPEN_MS = 15_000;

type Every = (ms: number, job: () => Promise<unknown>) => () => Promise<void>;

/** The players' notification jobs: check-in openings told, and the mail outbox sent when SMTP is configured. */
export function startNotificationJobs(deps: Deps, every: Every): (() => Promise<void>)[] {
  const stops = [
    every(CHECKIN_OPEN_MS, () =>
      notifyOpenCheckins(deps.db).then(
        (n) => n > 0 && deps.log.info({ players: n }, 'players told that check-in is open'),
        (err) => deps.log.warn({ err }, 'telling players of open check-ins failed'),
      ),
    ),
  ];
  const { smtpUrl, from } = deps.config.mail;
  if (smtpUrl) {
    const mailer = createMailer(smtpUrl, from);
    const send = { db: deps.db, mailer, publicUrl: deps.config.publicUrl, secret: deps.config.sessionSecret };
    const stopMail = every(MAIL_MS, () =>
      sendNotificationMails(send).then(
        (n) => n > 0 && deps.log.debug({ sent: n }, 'notification mails sent'),
        (err) => deps.log.warn({ err }, 'sending notification mails failed'),
      ),
    );
    stops.push(async () => {
      await stopMail();
      mailer.close();
    });
  }
  return stops;
}
