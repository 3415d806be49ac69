import {
  type CurrentUserReply,
  DEFAULT_PAY_FORMS,
  type OrderSettings,
  type PayForm,
  type Permission,
  type RelatedProductsSettings,
  type ShipmentSettings,
  shipmentSettingsSchema,
} from '@shop/contracts';
import { testUser } from '../../../test/render-routes';

export function shipmentSettings(overrides: Partial<ShipmentSettings> = {}): ShipmentSettings {
  return {
    ...shipmentSettingsSchema.parse({}),
    pickup_address: 'Calle 23 y L, Vedado',
    price_fixed: 500,
    ...overrides,
  };
}

export const payForms = (): PayForm[] => DEFAULT_PAY_FORMS.map((f) => ({ ...f }));

export const orderSettings = (overrides: Partial<OrderSettings> = {}): OrderSettings => ({
  payment_timeout: 60,
  cart_item_timeout: 60,
  prepayment_percentage: 50,
  inventory_discount_status_id: null,
  guest_hold_share_percent: 20,
  guest_hold_max_units: 10,
  review_images: 3,
  address_hold_max_units: 30,
  ...overrides,
});

export const relatedProductsSettings = (
  overrides: Partial<RelatedProductsSettings> = {},
): RelatedProductsSettings => ({ strategy: 'same_category', count: 8, ...overrides });

export const STATUSES = [
  { id: 1, name: 'Pendiente', label: 'Pendiente' },
  { id: 5, name: 'Entregado', label: 'Entregado' },
];

export function signedIn(permissions: Permission[] = ['ALL']): CurrentUserReply {
  return testUser({ id: 1, all_permissions: permissions });
}
