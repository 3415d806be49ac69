import {
  MAIL_SETTINGS_PATHS,
  mailSettingsBodySchema,
  mailSettingsReplySchema,
  messageReplySchema,
} from '@shop/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { invalid } from '../../lib/domain-errors';
import { translate } from '../../lib/messages';
import { requireUser } from '../../plugins/access';
import { getStoreSettings } from '../settings';
import { deliveries, getStoredMailSettings, namedSender, putMailSettings, toReply } from './mail-settings';

const tags = ['settings'];
const read = { permissions: ['read_settings' as const] };
const write = { permissions: ['read_settings' as const, 'update_settings' as const] };

/** SPEC §3 Mail settings: the SMTP server the shop sends through, and a test mail to the person asking. */
export const mailSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    MAIL_SETTINGS_PATHS.settings,
    { config: read, schema: { tags, response: { 200: mailSettingsReplySchema } } },
    async () => toReply(await getStoredMailSettings(app.db), app.config.smtpUrl),
  );
  app.put(
    MAIL_SETTINGS_PATHS.settings,
    {
      config: write,
      schema: { tags, body: mailSettingsBodySchema, response: { 200: mailSettingsReplySchema } },
    },
    (request) => putMailSettings(app.db, app.config.sessionSecret, request.body, app.config.smtpUrl),
  );

  // Sent at once, not in the background: the person asking waits to learn whether the server took it.
  app.post(
    MAIL_SETTINGS_PATHS.test,
    { config: write, schema: { tags, response: { 200: messageReplySchema } } },
    async (request) => {
      const user = requireUser(request);
      const { config } = app;
      const delivery = await deliveries(app.db, config.sessionSecret, config.smtpUrl, config.mailFrom)();
      if (!delivery)
        throw invalid('mail_test_failed', { reason: translate('mail_no_server', request.locale) });
      try {
        await delivery.transport.sendMail({
          from: namedSender(delivery.from, (await getStoreSettings(app.db)).name),
          to: user.email,
          subject: translate('mail_test_subject', request.locale),
          text: translate('mail_test_text', request.locale),
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message.slice(0, 200) : String(error);
        throw invalid('mail_test_failed', { reason });
      } finally {
        delivery.transport.close();
      }
      return { message: translate('mail_test_sent', request.locale, { email: user.email }) };
    },
  );
};
