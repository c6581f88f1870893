import nodemailer from 'nodemailer';

// The one way the site sends mail: SMTP through nodemailer, to the server SMTP_URL names (the local stand-in
// in development). A mail is either accepted by that server or the call throws with its answer.

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export interface Mailer {
  send: (mail: OutgoingMail) => Promise<void>;
  close: () => void;
}

const TIMEOUT_MS = 10_000;

export function createMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  return {
    send: async (mail) => {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}
