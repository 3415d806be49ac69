import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { emailVerificationRoutes } from './email-verification.routes';
import { passwordResetRoutes } from './password-reset.routes';
import { profileRoutes } from './profile.routes';
import { sessionRoutes } from './session.routes';

/** The accounts API (SPEC §2 Authentication, §4 session). */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(sessionRoutes);
  await app.register(passwordResetRoutes);
  await app.register(emailVerificationRoutes);
  await app.register(profileRoutes);
};
