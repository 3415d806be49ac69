import type { FastifyReply, FastifyRequest } from 'fastify';

/** The anonymous visitor's cart: a random token in an HttpOnly cookie; the database keeps only its hash. */
export const CART_COOKIE = 'cart';
const MAX_AGE_S = 30 * 24 * 3600;

export const cartTokenOf = (request: FastifyRequest): string | undefined => {
  const token = request.cookies[CART_COOKIE];
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
};

export function setCartCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(CART_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: MAX_AGE_S,
  });
}

export function clearCartCookie(reply: FastifyReply): void {
  reply.clearCookie(CART_COOKIE, { path: '/' });
}
