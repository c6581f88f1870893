import { answerCommand } from './world-commands.ts';
import { WorldState } from './world-state.ts';

/** One command the console received, with the answer it gave (null while it hangs). */
export interface ExecutedCommand {
  command: string;
  answer: string | null;
  at: Date;
}

/** A rule tests set to make matching commands fail, hang or be slow. */
interface Rule {
  match: RegExp;
  effect: { fail: string } | { hang: true } | { delayMs: number };
  times: number;
}

/**
 * A fake Minecraft server for development and tests: its state (world-state.ts) and its console, which logs every
 * command and can be told to fail, hang or be slow. The RCON server and the Server List Ping responder read the same
 * world, so what a test does here both of them see.
 */
export class StandInWorld extends WorldState {
  readonly log: ExecutedCommand[] = [];
  private rules: Rule[] = [];

  /** The commands run so far that match, e.g. to assert a command ran exactly once. */
  commands(match?: RegExp): string[] {
    return this.log.map((e) => e.command).filter((c) => !match || match.test(c));
  }

  /** The next `times` commands matching `match` answer `answer` (an error text) and change nothing. */
  failCommands(match: RegExp, answer: string, times = Infinity): void {
    this.rules.push({ match, effect: { fail: answer }, times });
  }

  /** Matching commands are received and logged but never answered, like a server stuck in a tick. */
  hangCommands(match: RegExp, times = Infinity): void {
    this.rules.push({ match, effect: { hang: true }, times });
  }

  /** Every matching command waits `delayMs` before its answer (a slow server). */
  slowCommands(match: RegExp, delayMs: number, times = Infinity): void {
    this.rules.push({ match, effect: { delayMs }, times });
  }

  clearRules(): void {
    this.rules = [];
  }

  /** Runs a console command as the server would and resolves with its answer (never, while hanging). */
  async execute(raw: string): Promise<string> {
    const command = raw.trim().replace(/^\//, '');
    const entry: ExecutedCommand = { command, answer: null, at: new Date() };
    this.log.push(entry);
    this.emit('command', entry);
    const rule = this.takeRule(command);
    if (rule && 'hang' in rule.effect) return new Promise<string>(() => undefined);
    if (rule && 'delayMs' in rule.effect)
      await new Promise((r) => setTimeout(r, (rule.effect as { delayMs: number }).delayMs));
    const answer = rule && 'fail' in rule.effect ? rule.effect.fail : answerCommand(this, command);
    entry.answer = answer;
    this.emit('answered', entry);
    return answer;
  }

  private takeRule(command: string): Rule | undefined {
    const rule = this.rules.find((r) => r.times > 0 && r.match.test(command));
    if (rule) rule.times -= 1;
    return rule;
  }
}
