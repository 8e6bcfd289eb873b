import { AppError } from '../../http/errors';
import { deriveKey, resolveSecret } from '../../secrets';
import type { ContentModule } from '../content/content.module';
import type { LiveModule } from '../live/live.module';
import type { LocalisationModule } from '../localisation/localisation.module';
import type { MailModule } from '../mail/mail.module';
import { defineModule, type ModuleContext } from '../module';
import type { ProjectsModule } from '../projects/projects.module';
import { defineNotificationJobs, type NotificationSources } from './notification-sends';
import { notificationsAdminRoutes } from './notifications.admin.routes';
import { createNotificationsRepository } from './notifications.repository';
import { notificationsRoutes } from './notifications.routes';
import { createNotificationsService } from './notifications.service';
import { createUnsubscribeTokens } from './unsubscribe-tokens';
import { createWebPushSender, generateVapidPrivateKey } from './web-push-sender';

/**
 * Follows of shows and the livestream, what each member wants to hear of and how (email, a daily digest, Web
 * Push), and the jobs that send a new episode, a stream going live and a Greenlight battle's opening and result to
 * those who follow them.
 */
export async function createNotificationsModule(
  deps: ModuleContext & {
    mail: MailModule;
    localisation: LocalisationModule;
    content: ContentModule;
    live: LiveModule;
    projects: ProjectsModule;
    /** The server's signing secret: unsubscribe links are signed with a key derived from it. */
    jwtSecret: string;
  },
) {
  const { config, db, log, clock } = deps;
  const repository = createNotificationsRepository(db);
  const tokens = createUnsubscribeTokens(deriveKey(deps.jwtSecret, 'notification-unsubscribe'), clock);
  const push = createWebPushSender({
    privateKey: await resolveSecret(
      config.VAPID_PRIVATE_KEY,
      config.DATA_DIR,
      'vapid-private-key',
      generateVapidPrivateKey,
    ),
    subject: config.VAPID_SUBJECT || `mailto:${config.MAIL_FROM.replace(/^.*<(.+)>.*$/, '$1')}`,
    log,
  });
  const service = createNotificationsService({
    repository,
    tokens,
    localPushEndpoints: !config.PRODUCTION_START,
  });
  const sources: NotificationSources = {
    async episode(mediaId) {
      const [item] = await deps.content.service.listMediaByIds([mediaId]);
      return item && { ...item, publishedAt: new Date(item.publishedAt) };
    },
    async livestream(livestreamId) {
      const row = await deps.live.service.repository.findById(livestreamId);
      return row && { id: row.id, title: row.title, live: row.state === 'live', startedAt: row.startedAt };
    },
    async battle(battleId) {
      const battle = await deps.projects.service.find(battleId).catch((error: unknown) => {
        if (error instanceof AppError && error.code === 'NOT_FOUND') return undefined;
        throw error;
      });
      if (!battle) return undefined;
      const { leftProject, rightProject } = battle;
      const winner = [leftProject, rightProject].find((project) => project.id === battle.winnerProjectId);
      return {
        id: battle.id,
        state: battle.state,
        startDate: new Date(battle.startDate),
        titles: [leftProject.title, rightProject.title],
        winnerTitle: battle.state === 'closed' ? (winner?.title ?? null) : null,
      };
    },
  };
  defineNotificationJobs({
    ...deps,
    repository,
    mail: deps.mail.service,
    localisation: deps.localisation.service,
    push,
    tokens,
    sources,
  });
  return defineModule({
    service,
    routes: async (app, { authenticate, rateLimit }) =>
      void (await app.register(notificationsRoutes, {
        service,
        pushPublicKey: push.publicKey,
        authenticate,
        rateLimit,
      })),
    adminRoutes: async (app, { guards }) =>
      void (await app.register(notificationsAdminRoutes, { service, guards })),
  });
}

export type NotificationsModule = Awaited<ReturnType<typeof createNotificationsModule>>;
