import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import path from 'node:path';

// The bridge's memory across a crash (docs/game-server.md, "Guarantees"). Before a command is sent to
// the console, "begin" is appended and fsynced; when the console answers, "ran" is appended; when the
// site has the acknowledgement, "acked". After a kill -9, a command with "ran" is never sent again and
// one with only "begin" is in doubt: it is not sent again either (at most once), and its action is
// reported failed for staff to check.

export interface CommandRecord {
  command: string;
  /** How many commands the action has. */
  total: number;
  /** Absent while in doubt: sent, no answer recorded. */
  result?: { ok: boolean; answer: string };
}

type Line =
  | { a: string; i: number; n: number; e: 'begin'; c: string }
  | { a: string; i: number; e: 'ran'; ok: boolean; r: string }
  | { a: string; e: 'acked' };

export class Journal {
  private readonly actions = new Map<string, Map<number, CommandRecord>>();
  private fd: number;
  private lines = 0;

  constructor(private readonly file: string) {
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    if (existsSync(file)) for (const line of readFileSync(file, 'utf8').split('\n')) this.apply(line);
    this.fd = this.compact();
  }

  private apply(text: string): void {
    let line: Line;
    try {
      line = JSON.parse(text) as Line;
    } catch {
      return; // an empty line, or the torn end of a write a crash interrupted
    }
    if (line.e === 'acked') return void this.actions.delete(line.a);
    const commands = this.actions.get(line.a) ?? new Map<number, CommandRecord>();
    this.actions.set(line.a, commands);
    if (line.e === 'begin') commands.set(line.i, { command: line.c, total: line.n });
    else commands.get(line.i)!.result = { ok: line.ok, answer: line.r };
  }

  /** Rewrites the file with the actions not yet acknowledged (atomically), and opens it to append. */
  private compact(): number {
    const tmp = `${this.file}.tmp`;
    const fd = openSync(tmp, 'w');
    for (const [a, commands] of this.actions)
      for (const [i, rec] of commands) {
        writeSync(fd, JSON.stringify({ a, i, n: rec.total, e: 'begin', c: rec.command }) + '\n');
        if (rec.result)
          writeSync(fd, JSON.stringify({ a, i, e: 'ran', ok: rec.result.ok, r: rec.result.answer }) + '\n');
      }
    fsyncSync(fd);
    closeSync(fd);
    renameSync(tmp, this.file);
    this.lines = 0;
    return openSync(this.file, 'a');
  }

  private append(line: Line, sync: boolean): void {
    writeSync(this.fd, JSON.stringify(line) + '\n');
    if (sync) fsyncSync(this.fd);
    this.lines += 1;
  }

  /** What is known of an action's commands (by index), if it was ever started. */
  get(actionId: string): ReadonlyMap<number, CommandRecord> | undefined {
    return this.actions.get(actionId);
  }

  /** Actions started and not acknowledged, e.g. by a bridge that was killed. */
  unacknowledged(): string[] {
    return [...this.actions.keys()];
  }

  /** Durably records that a command is about to be sent: after this, it is never sent again. */
  begin(actionId: string, index: number, total: number, command: string): void {
    const line = { a: actionId, i: index, n: total, e: 'begin', c: command } as const;
    this.append(line, true);
    this.apply(JSON.stringify(line));
  }

  /** The console's answer. Not fsynced: losing it only turns a known outcome into one in doubt. */
  ran(actionId: string, index: number, ok: boolean, answer: string): void {
    const line = { a: actionId, i: index, e: 'ran', ok, r: answer } as const;
    this.append(line, false);
    this.apply(JSON.stringify(line));
  }

  acknowledged(ids: string[]): void {
    for (const a of ids) {
      if (!this.actions.has(a)) continue;
      this.append({ a, e: 'acked' }, false);
      this.actions.delete(a);
    }
    // Keep the file to the actions under way once it has grown.
    if (this.lines > 10_000) {
      closeSync(this.fd);
      this.fd = this.compact();
    }
  }

  close(): void {
    closeSync(this.fd);
  }
}
