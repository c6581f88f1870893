import type { MiddlewareHandler, Next } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { clientIp } from './client-ip.ts';
import { AppError, BUSY_MESSAGE } from './errors.ts';
import type { AppContext, AppEnv } from './context.ts';
import { hitRateLimit } from './rate-limit.ts';
import { currentUser } from './guards.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Callers that are not browsers: they authenticate otherwise and are exempt from the Origin check. */
const MACHINE_PATHS = ['/api/game/', '/api/stripe/webhook'];

// The middleware below runs on every request: c.get() rather than c.var (which copies every variable into a
// new object on each read), and no async frame where a request only passes through.

/** The browser policy of pages (and of the HTML API docs); JSON answers get API_SECURITY_HEADERS (api-answer.ts). */
export const pageHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    // Radix and sonner position elements with inline style attributes; scripts stay strict.
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https://mc-heads.net', 'https://cdn.discordapp.com'],
    connectSrc: ["'self'"],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  referrerPolicy: 'strict-origin-when-cross-origin',
  xContentTypeOptions: 'nosniff',
  xFrameOptions: 'DENY',
  crossOriginEmbedderPolicy: false,
});

/**
 * Browsers send Origin on every cross-site POST; refuse writes from any other site. The site is PUBLIC_URL
 * alone: the Host header is the caller's to choose, so an origin matching it proves nothing.
 */
const originCheck: MiddlewareHandler<AppEnv> = (c, next) => {
  if (!MUTATING.has(c.req.method) || MACHINE_PATHS.some((p) => c.req.path.startsWith(p))) return next();
  const origin = c.req.header('origin');
  const allowed = new URL(c.get('deps').config.publicUrl).origin;
  const site = c.req.header('sec-fetch-site');
  if ((origin && origin !== allowed) || (!origin && site === 'cross-site')) {
    throw AppError.forbidden('Cross-site request refused.');
  }
  return next();
};

/** OAuth start and callback: counted apart, so a busy address's writes never lock its visitors out of signing in. */
const SIGN_IN_PATHS = ['/api/auth/sign-in/', '/api/auth/callback/', '/api/auth/oauth2/callback/'];
const tooMany = (message = 'Too many requests. Please wait a minute and try again.') =>
  new AppError('rate_limited', message);

/** Per-IP and per-user limits on writes, and a per-IP limit on sign-in, counted in PostgreSQL across instances. */
const writeRateLimit: MiddlewareHandler<AppEnv> = (c, next) => {
  const signIn = SIGN_IN_PATHS.some((p) => c.req.path.startsWith(p));
  if (!signIn && (!MUTATING.has(c.req.method) || MACHINE_PATHS.some((p) => c.req.path.startsWith(p)))) return next();
  return countWrite(c, next, signIn);
};

async function countWrite(c: AppContext, next: Next, signIn: boolean) {
  const { db, config } = c.get('deps');
  if (signIn) {
    const count = await hitRateLimit(db, `sign-in:${clientIp(c)}`, 60);
    if (count > config.rateLimit.signInPerMinute)
      throw tooMany('Too many sign-in attempts. Please wait a minute and try again.');
    return next();
  }
  const ipCount = await hitRateLimit(db, `ip:${clientIp(c)}`, 60);
  if (ipCount > config.rateLimit.ipPerMinute) throw tooMany();
  const user = await currentUser(c);
  if (user) {
    const userCount = await hitRateLimit(db, `user:${user.id}`, 60);
    if (userCount > config.rateLimit.userPerMinute) throw tooMany();
  }
  return next();
}

const MB = 1024 * 1024;
// Uploads of files: the public ones, and staff uploads (a spawn datapack, news images) under /api/staff/uploads/.
const UPLOAD_PREFIXES = ['/api/uploads', '/api/staff/uploads/'];
const SMALL_BODY = 1 * MB;
const UPLOAD_BODY = 26 * MB;
const smallBodies = bodyLimit({
  maxSize: SMALL_BODY,
  onError: () => {
    throw new AppError('payload_too_large', 'The request body is too large (1 MB at most).');
  },
});
const uploadBodies = bodyLimit({
  maxSize: UPLOAD_BODY,
  onError: () => {
    throw new AppError('payload_too_large', 'The upload is too large.');
  },
});

/** Uploads are for signed-in users (staff uploads for staff): anyone else is refused before the body is read. */
const uploadCaller: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!UPLOAD_PREFIXES.some((p) => c.req.path.startsWith(p))) return next();
  const user = await currentUser(c);
  if (!user) throw AppError.unauthorized();
  if (c.req.path.startsWith('/api/staff/') && user.role === 'player') throw AppError.forbidden();
  return next();
};

// Bodies this process holds in memory at once, counted by what each may grow to: its Content-Length, or the
// most its path allows when it comes chunked. Memory is the process's, so the count is too.
let heldBytes = 0;

/**
 * The body limit of the path, within the process's budget of held bodies: a write that would pass the budget
 * is refused (503) before its body is read, and its share is given back when its answer is made.
 * GET and HEAD carry no body; skipping them matters, since bodyLimit builds a whole Request.
 */
const limitBodies: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.req.method === 'GET' || c.req.method === 'HEAD' || !c.req.raw.body) return next();
  const upload = UPLOAD_PREFIXES.some((p) => c.req.path.startsWith(p));
  const declared = Number(c.req.header('content-length'));
  const most = upload ? UPLOAD_BODY : SMALL_BODY;
  // A declared length past the most is refused (413) by the limit itself, unread.
  const share = Number.isSafeInteger(declared) && declared >= 0 ? Math.min(declared, most) : most;
  if (heldBytes + share > c.get('deps').config.bodyBufferBytes) throw new AppError('unavailable', BUSY_MESSAGE);
  heldBytes += share;
  try {
    return await (upload ? uploadBodies(c, next) : smallBodies(c, next));
  } finally {
    heldBytes -= share;
  }
};

/** Only writes and sign-in (whose OAuth callback is a GET) meet the write guards; reads pass straight through. */
export const meetsWriteGuards = (c: AppContext) => MUTATING.has(c.req.method) || c.req.path.startsWith('/api/auth/');

/**
 * The Origin check, the rate limits, an upload's caller, then the body limit, as one middleware, for what
 * meetsWriteGuards picks: a request that will be refused is refused before its body is read.
 */
export const writeGuards: MiddlewareHandler<AppEnv> = (c, next) =>
  originCheck(
    c,
    () =>
      writeRateLimit(
        c,
        () => uploadCaller(c, () => limitBodies(c, next) as Promise<void>) as Promise<void>,
      ) as Promise<void>,
  ) as Promise<void>;
