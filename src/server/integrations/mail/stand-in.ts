import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A local SMTP server standing in for the real one outside production (as the Discord one, docs/decisions/002): it accepts every
// mail, keeps it in memory for tests and writes it to a folder as an .eml file a developer can open. A test
// can make it refuse the next mails, as a real server does when it is down or over its limits.

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** Header names in lower case. */
  headers: Record<string, string>;
  receivedAt: Date;
}

export interface SmtpStandIn {
  port: number;
  url: string;
  messages: ReceivedMail[];
  /** The next `count` mails are refused with a temporary failure (451). */
  refuseNext: (count: number) => void;
  close: () => Promise<void>;
}

export async function startSmtpStandIn(o: { port?: number; dir?: string } = {}): Promise<SmtpStandIn> {
  const messages: ReceivedMail[] = [];
  let refuse = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (refuse > 0) {
          refuse--;
          return callback(Object.assign(new Error('Stand-in refuses this mail (as asked)'), { responseCode: 451 }));
        }
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(async (m) => {
          const headers: Record<string, string> = {};
          for (const line of m.headerLines) headers[line.key] = line.line.slice(line.line.indexOf(':') + 1).trim();
          const to = (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) =>
            a.value.map((v) => v.address ?? ''),
          );
          messages.push({
            to,
            subject: m.subject ?? '',
            text: m.text ?? '',
            html: m.html || '',
            headers,
            receivedAt: new Date(),
          });
          if (o.dir) {
            await mkdir(o.dir, { recursive: true });
            await writeFile(path.join(o.dir, `${Date.now()}-${messages.length}.eml`), raw);
          }
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : (o.port ?? 0);
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuseNext: (count) => (refuse = count),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
