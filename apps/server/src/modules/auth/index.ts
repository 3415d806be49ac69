// Accounts: sign-up, sign-in, sessions, tokens, password and e-mail verification. Routes: *.routes.ts.
export { passwordResetTokens, personalAccessTokens, sessions } from './auth.table';
export { toCurrentUserReply } from './current-user';
export {
  type CurrentUser,
  createSession,
  deleteExpiredAccessTokens,
  deleteIdleSessions,
  deleteSession,
  endOtherCredentials,
  findSession,
  findUserByAccessToken,
  rememberLocale,
  type SessionState,
} from './sessions.service';
