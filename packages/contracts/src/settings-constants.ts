// The plain constants of `shipping-options.ts`, without zod: the storefront's first load asks for the shipping
// options (the footer's ways to pay), not for their schemas.

/** The settings documents the back office edits (the /admin/settings/Generals screen) and the checkout's view of them. */
export const SETTINGS_PATHS = {
  shipment: '/admin/settings/shipment',
  payForms: '/admin/settings/pay-forms',
  orders: '/admin/settings/orders',
  relatedProducts: '/admin/settings/related-products',
  notifications: '/admin/settings/notifications',
  notificationStaff: '/admin/settings/notifications/staff',
  changes: '/admin/settings/changes',
  shippingOptions: '/shipping/options',
} as const;

/**
 * The words key of a logged route (`content-pages/:id` → `content_pages_id`): i18next reads `:` and `.` in a key as
 * namespace and nesting. The server's test checks that every route the log can record has words under this key.
 */
export const changeAreaKey = (area: string) => area.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '');
