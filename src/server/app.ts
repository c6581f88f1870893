import { OpenAPIHono } from '@hono/zod-openapi';
import { accountRoutes } from './features/account/routes.ts';
import { applicationRoutes } from './features/application/routes.ts';
import { eventsRoutes } from './features/events/routes.ts';
import { gymLeadersRoutes } from './features/gym-leaders/routes.ts';
import { leaderboardRoutes } from './features/leaderboard/routes.ts';
import { homeCountdownRoutes } from './features/home/routes.ts';
import { supportFormsRoutes } from './features/support-forms/routes.ts';
import { voteRoutes } from './features/vote/routes.ts';
import { doublesRoutes } from './features/doubles/routes.ts';
import { waitlistRoutes } from './features/waitlist/routes.ts';
import { tournamentsRoutes } from './features/tournaments/routes.ts';
import { linkingRoutes } from './features/linking/routes.ts';
import { platformRoutes } from './features/platform/routes.ts';
import { serverStatusRoutes } from './features/server-status/routes.ts';
import { staffAuditRoutes } from './features/staff-audit/routes.ts';
import { staffEventsRoutes } from './features/staff-events/routes.ts';
import { staffTournamentsRoutes } from './features/staff-tournaments/routes.ts';
import { staffTournamentDatesRoutes } from './features/staff-tournaments/dates-routes.ts';
import { staffOperationsRoutes } from './features/staff-operations/routes.ts';
import { staffOverviewRoutes } from './features/staff/routes.ts';
import { staffUsersRoutes } from './features/staff-users/routes.ts';
import { staffApplicationsRoutes } from './features/staff-applications/routes.ts';
import { staffSupportRoutes } from './features/staff-support/routes.ts';
import { myRequestsRoutes } from './features/my-requests/routes.ts';
import { shopRoutes } from './features/shop/routes.ts';
import { stripeWebhookRoutes } from './features/shop-webhook/routes.ts';
import { staffShopRoutes } from './features/staff-shop/routes.ts';
import { seasonRoutes } from './features/season/routes.ts';
import { trainersRoutes } from './features/trainers/routes.ts';
import { staffSeasonsRoutes } from './features/staff-seasons/routes.ts';
import { dashboardRoutes } from './features/dashboard/routes.ts';
import { challengesRoutes } from './features/challenges/routes.ts';
import { staffPayoutsRoutes } from './features/staff-payouts/routes.ts';
import { notificationsRoutes } from './features/notifications/routes.ts';
import { spawnAtlasRoutes } from './features/spawn-atlas/routes.ts';
import { staffAtlasRoutes } from './features/staff-atlas/routes.ts';
import { battleReportsRoutes } from './features/battle-reports/routes.ts';
import { battlePassRoutes } from './features/battle-pass/routes.ts';
import { newsRoutes } from './features/news/routes.ts';
import { staffNewsRoutes } from './features/staff-news/routes.ts';
import { gameApiRoutes } from './game-api/routes.ts';
import { DISCORD_PROVIDER } from './auth/auth.ts';
import { documentAuthRoutes } from './auth/openapi.ts';
import type { AppEnv, Deps } from './http/context.ts';
import { mountApiDocs } from './http/docs.ts';
import { errorHandler } from './http/error-handler.ts';
import { AppError } from './http/errors.ts';
import { requestStack } from './http/request-stack.ts';
import { mountWebApp } from './http/static.ts';
import { createDiscordStandIn } from './integrations/discord/stand-in.ts';
import { createStripeStandIn } from './integrations/stripe/stand-in.ts';

export function createApp(deps: Deps, opts: { webRoot: string }) {
  const app = new OpenAPIHono<AppEnv>();
  app.onError(errorHandler);
  app.use('*', requestStack(deps));

  app.on(['GET', 'POST'], '/api/auth/*', (c) => deps.auth.handler(c.req.raw));
  documentAuthRoutes(app);
  app.route('/api', platformRoutes());
  app.route('/api', serverStatusRoutes());
  app.route('/api', accountRoutes());
  app.route('/api', linkingRoutes());
  app.route('/api', staffOverviewRoutes());
  app.route('/api', staffUsersRoutes());
  app.route('/api', staffAuditRoutes());
  app.route('/api', staffEventsRoutes());
  app.route('/api', staffTournamentsRoutes());
  app.route('/api', staffTournamentDatesRoutes());
  app.route('/api', staffOperationsRoutes());
  app.route('/api', staffApplicationsRoutes());
  app.route('/api', staffSupportRoutes());
  app.route('/api', myRequestsRoutes());
  app.route('/api/game/v1', gameApiRoutes());
  app.route('/api', leaderboardRoutes());
  app.route('/api', homeCountdownRoutes());
  app.route('/api', gymLeadersRoutes());
  app.route('/api', eventsRoutes());
  app.route('/api', waitlistRoutes());
  app.route('/api', tournamentsRoutes());
  app.route('/api', applicationRoutes());
  app.route('/api', supportFormsRoutes());
  app.route('/api', voteRoutes());
  app.route('/api', doublesRoutes());
  app.route('/api', shopRoutes());
  app.route('/api', stripeWebhookRoutes());
  app.route('/api', staffShopRoutes());
  app.route('/api', spawnAtlasRoutes());
  app.route('/api', staffAtlasRoutes());
  app.route('/api', seasonRoutes());
  app.route('/api', trainersRoutes());
  app.route('/api', staffSeasonsRoutes());
  app.route('/api', dashboardRoutes());
  app.route('/api', challengesRoutes());
  app.route('/api', staffPayoutsRoutes());
  app.route('/api', battleReportsRoutes());
  app.route('/api', battlePassRoutes());
  app.route('/api', notificationsRoutes());
  app.route('/api', newsRoutes());
  app.route('/api', staffNewsRoutes());

  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'Cobble League API',
      version: '1.0.0',
      description: 'The site API and the game server API (/api/game/v1).',
    },
  });
  mountApiDocs(app);
  app.all('/api/*', () => {
    throw AppError.notFound('No such API endpoint.');
  });

  const { config } = deps;
  if (config.discord.standIn && !config.isProduction) {
    app.route(
      '/dev/discord',
      createDiscordStandIn({
        clientId: config.discord.clientId,
        clientSecret: config.discord.clientSecret,
        // The redirect URI registered for the application, as on Discord's developer portal.
        redirectUris: [`${config.publicUrl}/api/auth/callback/${DISCORD_PROVIDER}`],
      }),
    );
  }
  if (config.stripe.standIn && !config.isProduction) {
    app.route(
      '/dev/stripe',
      createStripeStandIn({
        secretKey: config.stripe.secretKey,
        webhookSecret: config.stripe.webhookSecret,
        webhookUrl: `${config.publicUrl}/api/stripe/webhook`,
        baseUrl: `${config.publicUrl}/dev/stripe`,
        log: deps.log,
      }),
    );
  }
  mountWebApp(app, deps, opts.webRoot);
  return app;
}
