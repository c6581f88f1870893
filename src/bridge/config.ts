import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { floodgatePrefix, minecraftNamePattern } from '../domain/game/minecraft-name.ts';
import { PLACEHOLDERS } from './placeholders.ts';
import { DEFAULT_FAILURE_PATTERNS, DEFAULT_SETUP_COMMANDS, DEFAULT_TEMPLATES } from './templates.ts';

// The bridge's settings: the environment, else the JSON file named by BRIDGE_CONFIG, else defaults
// (docs/game-server.md lists every key). Each bad setting gets its own line in the error.

export class BridgeConfigError extends Error {}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|::1|\[::1\])$/i;

const commands = z.array(z.string().trim().min(1, 'a command may not be empty').max(1400)).max(20);

const fileSchema = z.strictObject({
  site_url: z.string().optional(),
  game_key: z.string().optional(),
  rcon: z
    .strictObject({
      host: z.string().optional(),
      port: z.number().optional(),
      password: z.string().optional(),
      allow_remote: z.boolean().optional(),
      timeout_ms: z.number().int().min(100).max(120_000).optional(),
    })
    .optional(),
  journal_path: z.string().min(1).optional(),
  floodgate_prefix: z.string().optional(),
  intervals: z
    .strictObject({
      poll_seconds: z.number().min(0.05).max(300).optional(),
      presence_seconds: z.number().min(0.05).max(60).optional(),
      lease_seconds: z.number().int().min(10).max(600).optional(),
    })
    .optional(),
  batch_size: z.number().int().min(1).max(100).optional(),
  retry: z
    .strictObject({
      attempts: z.number().int().min(1).max(100).optional(),
      first_delay_ms: z.number().int().min(10).max(600_000).optional(),
      max_delay_ms: z.number().int().min(10).max(3_600_000).optional(),
    })
    .optional(),
  setup_commands: commands.optional(),
  failure_patterns: z.array(z.string()).optional(),
  templates: z.record(z.string(), commands).optional(),
  items: z.record(z.string(), commands).optional(),
});

const settings = z.object({
  siteUrl: z.url('BRIDGE_SITE_URL must be the site address, e.g. https://league.example.com').refine((u) => {
    const url = new URL(u);
    return url.protocol === 'https:' || LOOPBACK.test(url.hostname);
  }, 'BRIDGE_SITE_URL must use https:// (the game key travels with every call); http:// only for a site on this machine'),
  gameKey: z
    .string('BRIDGE_GAME_KEY is required: create one with `npm run game-keys -- create <name>` on the site')
    .regex(/^cgk_\S{8,}$/, 'BRIDGE_GAME_KEY must be a game key as `npm run game-keys -- create` prints it (cgk_…)'),
  rconHost: z.string().min(1),
  rconPort: z.coerce
    .number('RCON_PORT must be a port number (rcon.port in server.properties)')
    .int('RCON_PORT must be a port number (rcon.port in server.properties)')
    .min(1, 'RCON_PORT must be between 1 and 65535')
    .max(65535, 'RCON_PORT must be between 1 and 65535'),
  rconPassword: z
    .string('RCON_PASSWORD is required: rcon.password in server.properties')
    .min(1, 'RCON_PASSWORD is required: rcon.password in server.properties'),
  allowRemoteRcon: z.boolean(),
  floodgatePrefix: floodgatePrefix.optional(),
});

export type BridgeConfig = ReturnType<typeof loadBridgeConfig>;

function readFile(path: string) {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new BridgeConfigError(`BRIDGE_CONFIG: cannot read ${path} as JSON: ${(err as Error).message}`);
  }
  const parsed = fileSchema.safeParse(raw);
  if (!parsed.success)
    throw new BridgeConfigError(
      parsed.error.issues.map((i) => `BRIDGE_CONFIG ${path}: ${i.path.join('.') || '(top)'}: ${i.message}`).join('\n'),
    );
  return parsed.data;
}

export function loadBridgeConfig(env: NodeJS.ProcessEnv = process.env) {
  const file = env.BRIDGE_CONFIG ? readFile(env.BRIDGE_CONFIG) : {};
  const parsed = settings.safeParse({
    siteUrl: env.BRIDGE_SITE_URL ?? file.site_url,
    gameKey: env.BRIDGE_GAME_KEY ?? file.game_key,
    rconHost: env.RCON_HOST ?? file.rcon?.host ?? '127.0.0.1',
    rconPort: env.RCON_PORT ?? file.rcon?.port ?? 25575,
    rconPassword: env.RCON_PASSWORD ?? file.rcon?.password,
    allowRemoteRcon: env.RCON_ALLOW_REMOTE ? env.RCON_ALLOW_REMOTE === 'true' : (file.rcon?.allow_remote ?? false),
    // As the site's FLOODGATE_PREFIX: Bedrock names with this prefix are players too; unset, Java names only.
    floodgatePrefix: (env.FLOODGATE_PREFIX ?? file.floodgate_prefix) || undefined,
  });
  const problems = parsed.success ? [] : parsed.error.issues.map((i) => i.message);
  const s = parsed.data;
  if (s && !s.allowRemoteRcon && !LOOPBACK.test(s.rconHost))
    problems.push(
      `RCON_HOST is ${s.rconHost}, not this machine: RCON sends its password and every command in clear text and runs them as the console, so it must stay on the Minecraft server's loopback (rcon.port closed to the network, the bridge on the same host). Set RCON_ALLOW_REMOTE=true only over a private tunnel.`,
    );
  const patterns = (file.failure_patterns ?? DEFAULT_FAILURE_PATTERNS).map((p) => {
    try {
      return new RegExp(p, 'i');
    } catch {
      problems.push(`failure_patterns: "${p}" is not a regular expression`);
      return /$^/;
    }
  });
  const named = { ...Object.fromEntries(Object.entries(file.templates ?? {}).map(([k, v]) => [`templates.${k}`, v])) };
  for (const [k, v] of Object.entries(file.items ?? {})) named[`items.${k}`] = v;
  for (const [where, list] of Object.entries(named))
    for (const command of list)
      for (const [, name] of command.matchAll(/\{([a-z_]+)\}/g))
        if (!PLACEHOLDERS.includes(name!))
          problems.push(
            `${where}: {${name}} is no placeholder (known: ${PLACEHOLDERS.map((n) => `{${n}}`).join(' ')})`,
          );
  if (problems.length > 0 || !s) throw new BridgeConfigError(problems.join('\n'));
  return {
    ...s,
    siteUrl: s.siteUrl.replace(/\/+$/, ''),
    rconTimeoutMs: file.rcon?.timeout_ms ?? 10_000,
    journalPath: env.BRIDGE_JOURNAL ?? file.journal_path ?? 'data/bridge-journal.jsonl',
    pollSeconds: file.intervals?.poll_seconds ?? 5,
    presenceSeconds: file.intervals?.presence_seconds ?? 30,
    leaseSeconds: file.intervals?.lease_seconds ?? 60,
    batchSize: file.batch_size ?? 50,
    retry: {
      attempts: file.retry?.attempts ?? 5,
      firstDelayMs: file.retry?.first_delay_ms ?? 2_000,
      maxDelayMs: file.retry?.max_delay_ms ?? 60_000,
    },
    setupCommands: file.setup_commands ?? DEFAULT_SETUP_COMMANDS,
    failurePatterns: patterns,
    templates: { ...DEFAULT_TEMPLATES, ...file.templates },
    items: file.items ?? {},
    namePattern: minecraftNamePattern(s.floodgatePrefix),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
