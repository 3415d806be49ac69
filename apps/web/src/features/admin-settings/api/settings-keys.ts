/** Query keys of the settings documents this screen edits. */
export const settingsKeys = {
  all: ['admin-settings'] as const,
  shipment: () => [...settingsKeys.all, 'shipment'] as const,
  payForms: () => [...settingsKeys.all, 'pay-forms'] as const,
  orders: () => [...settingsKeys.all, 'orders'] as const,
  orderStatuses: () => [...settingsKeys.all, 'order-statuses'] as const,
  relatedProducts: () => [...settingsKeys.all, 'related-products'] as const,
  notifications: () => [...settingsKeys.all, 'notifications'] as const,
  notificationStaff: () => [...settingsKeys.all, 'notification-staff'] as const,
  store: () => [...settingsKeys.all, 'store'] as const,
  mail: () => [...settingsKeys.all, 'mail'] as const,
  changes: () => [...settingsKeys.all, 'changes'] as const,
  home: () => [...settingsKeys.all, 'home'] as const,
  contacts: () => [...settingsKeys.all, 'contacts'] as const,
  shoppingCards: () => [...settingsKeys.all, 'shopping-cards'] as const,
  paymentProviders: () => [...settingsKeys.all, 'payment-providers'] as const,
};
