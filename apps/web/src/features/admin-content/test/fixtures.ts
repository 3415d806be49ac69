import type { ContentPage, CurrentUserReply, Faq, Permission } from '@shop/contracts';
import { testUser } from '../../../test/render-routes';

export function contentPage(overrides: Partial<ContentPage> = {}): ContentPage {
  return {
    id: 3,
    slug: 'shipment-policy',
    title: 'Política de envíos',
    description: 'Zonas, plazos y precio.',
    section: 'Políticas',
    body: '<p>Entregamos en La Habana.</p>',
    published: true,
    position: 101,
    fixed: true,
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function faq(overrides: Partial<Faq> = {}): Faq {
  return {
    id: 5,
    topic: 'Pagos',
    question: '¿En qué monedas puedo pagar?',
    answer: '<p>En USD y en MLC.</p>',
    published: true,
    position: 10,
    updated_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function signedIn(permissions: Permission[] = ['ALL']): CurrentUserReply {
  return testUser({ id: 1, all_permissions: permissions });
}
