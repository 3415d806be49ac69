// The permissions as plain data, without zod: the storefront's first load checks them, and only the server
// and the back-office forms need `permissionSchema`.

/** The permission strings of SPEC §6, exactly. `ALL` grants every other one. */
const crud = <E extends string>(entity: E) =>
  [`create_${entity}`, `read_${entity}`, `update_${entity}`, `delete_${entity}`] as const;

export const PERMISSION_GROUPS = {
  general: ['ALL'],
  orders: ['read_orders', 'update_orders', 'delete_orders', 'restore_orders', 'change_status_orders'],
  coins: crud('coins'),
  orderStatuses: crud('orderStatuses'),
  products: crud('products'),
  categories: crud('categories'),
  users: crud('users'),
  exchange_rate: crud('exchange_rate'),
  roles: crud('roles'),
  offers: crud('offers'),
  reviews: [
    'criteria_and_answer',
    'criteria_products',
    'create_criteria_products',
    'update_criteria_products',
    'delete_criteria_products',
    'answer_products',
    'create_answer_products',
    'update_answer_products',
    'delete_answer_products',
    'rating_products',
    'create_rating_products',
    'status_rating_products',
  ],
  store_requests: ['read_store_requests', 'approve_store_requests', 'reject_store_requests'],
  back_office: [
    'read_pos',
    'read_attributes',
    'read_invoices',
    'read_banners',
    'read_post',
    'read_settings',
    'update_settings',
    'read_analytics',
  ],
  reports: [
    'read_reports',
    'read_for_sale_reports',
    'read_for_inventary_reports',
    'read_for_order_reports',
    'read_for_movement_reports',
    'read_for_sales_accounting_reports',
    'read_for_sold_products',
  ],
} as const;

export type PermissionGroup = keyof typeof PERMISSION_GROUPS;
export type Permission = (typeof PERMISSION_GROUPS)[PermissionGroup][number];

export const PERMISSIONS = Object.values(PERMISSION_GROUPS).flat() as Permission[];

/** The keys of the roles the shop itself relies on. */
export const SYSTEM_ROLES = ['administrator', 'wholesaler', 'customer'] as const;
export type SystemRole = (typeof SYSTEM_ROLES)[number];
