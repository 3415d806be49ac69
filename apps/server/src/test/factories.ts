import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { hashPassword } from '../lib/password';
import { roles, users } from '../modules/users';
import { Agent } from './agent';

export const DEFAULT_PASSWORD = 'Password123';
let defaultHash: Promise<string> | undefined;
let counter = 0;

export async function createRole(db: Database, permissions: string[], name?: string) {
  counter += 1;
  const [role] = await db
    .insert(roles)
    .values({ name: name ?? `Rol de prueba ${counter}-${process.pid}`, permissions })
    .returning();
  if (!role) throw new Error('role not created');
  return role;
}

export interface UserFactoryInput {
  email?: string;
  password?: string;
  name?: string;
  lastname?: string;
  /** A system role key, or a new role with exactly these permissions. */
  role?: 'administrator' | 'wholesaler' | 'customer' | { permissions: string[] };
  enabled?: boolean;
  verified?: boolean;
}

export async function createUser(db: Database, input: UserFactoryInput = {}) {
  counter += 1;
  const password = input.password ?? DEFAULT_PASSWORD;
  defaultHash ??= hashPassword(DEFAULT_PASSWORD);
  const passwordHash = password === DEFAULT_PASSWORD ? await defaultHash : await hashPassword(password);
  const wanted = input.role ?? 'customer';
  let roleId: number;
  if (typeof wanted === 'string') {
    const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.key, wanted));
    if (!row) throw new Error(`role ${wanted} missing`);
    roleId = row.id;
  } else {
    roleId = (await createRole(db, wanted.permissions)).id;
  }
  const [user] = await db
    .insert(users)
    .values({
      name: input.name ?? 'Ana',
      lastname: input.lastname ?? `Prueba${counter}`,
      email: (input.email ?? `user${counter}-${process.pid}@example.com`).toLowerCase(),
      passwordHash,
      roleId,
      enabled: input.enabled ?? true,
      emailVerifiedAt: input.verified === false ? null : new Date(),
    })
    .returning();
  if (!user) throw new Error('user not created');
  return { ...user, password };
}

/** Signs in through the real login endpoint and returns the browser-like agent holding the session. */
export async function signIn(app: FastifyInstance, email: string, password: string): Promise<Agent> {
  const agent = new Agent(app);
  const response = await agent.post('/api/login', { email, password });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return agent;
}

/** A signed-in agent for a new user with the given role. */
export async function signInAs(app: FastifyInstance, input: UserFactoryInput = {}) {
  const user = await createUser(app.db, input);
  return { user, agent: await signIn(app, user.email, user.password) };
}
