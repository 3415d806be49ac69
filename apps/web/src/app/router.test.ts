import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

const leaf = (path: string) => matchRoutes(routes, path)?.at(-1)?.route;

describe('route table', () => {
  it('matches paths case-insensitively', () => {
    expect(leaf('/auth/login')?.path).toBe('Auth/Login');
    expect(leaf('/AUTH/REGISTER')?.path).toBe('Auth/Register');
    expect(leaf('/profile')?.path).toBe('Profile');
    expect(leaf('/Admin/Roles/create')?.path).toBe('roles/Create');
  });

  it('sends unknown paths to the not-found route', () => {
    expect(leaf('/no/such/page')?.path).toBe('*');
  });
});
