import type { CurrentUserReply, Permission } from '@shop/contracts';
import {
  IconArrowsExchange,
  IconArrowsTransferUpDown,
  IconArticle,
  IconBoxSeam,
  IconBuildingStore,
  IconBuildingWarehouse,
  IconCalculator,
  IconCalendarEvent,
  IconCash,
  IconChartBar,
  IconChartDonut,
  IconCoin,
  IconDiscount,
  IconEye,
  IconFileInvoice,
  IconFileText,
  IconFlame,
  IconFolder,
  IconGift,
  IconHash,
  IconHelpCircle,
  IconHistory,
  IconListCheck,
  IconListDetails,
  IconListNumbers,
  IconLogin,
  IconMail,
  IconMessageCircle,
  IconPackage,
  IconPackages,
  IconPalette,
  IconPhoto,
  IconReceipt,
  IconRuler,
  IconSettings,
  IconSitemap,
  IconStar,
  IconTag,
  IconTags,
  IconTicket,
  IconTool,
  IconTransfer,
  IconTrendingUp,
  IconTrophy,
  IconTruckDelivery,
  IconUserShield,
  IconUsers,
} from '@tabler/icons-react';
import type { NavItem } from '../components/nav-list';
import { userCan } from '../lib/current-user';

/** The sidebar's sections, in order (issue 20): each area belongs to one. */
export const ADMIN_GROUPS = ['catalogue', 'sales', 'customers', 'content', 'reports', 'settings'] as const;
export type AdminGroup = (typeof ADMIN_GROUPS)[number];

export interface AdminArea extends NavItem {
  /** The sidebar section it is listed under (`admin-shell:groups.<group>`). */
  group: AdminGroup;
  /** Every one of them is needed to open the area (the same as its route's guard). */
  permissions: readonly Permission[];
  /** A key in the admin-shell namespace: one line about the area, shown on the dashboard. */
  descriptionKey: string;
}

/** An area whose words are `admin-shell:areas.<key>.label` and `.description`. */
function area(
  group: AdminGroup,
  path: string,
  key: string,
  permissions: readonly Permission[],
  icon: NavItem['icon'],
): AdminArea {
  return {
    path,
    labelKey: `admin-shell:areas.${key}.label`,
    descriptionKey: `admin-shell:areas.${key}.description`,
    permissions,
    icon,
    group,
  };
}

/** The back-office areas, in menu order. A new area is one line here plus its routes. */
export const ADMIN_AREAS: readonly AdminArea[] = [
  {
    path: '/admin/users',
    labelKey: 'admin-shell:areas.users.label',
    descriptionKey: 'admin-shell:areas.users.description',
    permissions: ['read_users'],
    icon: IconUsers,
    group: 'customers',
  },
  {
    path: '/admin/roles',
    labelKey: 'admin-shell:areas.roles.label',
    descriptionKey: 'admin-shell:areas.roles.description',
    permissions: ['read_roles'],
    icon: IconUserShield,
    group: 'customers',
  },
  area('settings', '/admin/coins', 'coins', ['read_coins'], IconCoin),
  area('settings', '/admin/exchangeRates', 'exchange_rates', ['read_exchange_rate'], IconArrowsExchange),
  area('catalogue', '/admin/categories', 'categories', ['read_categories'], IconSitemap),
  area('catalogue', '/admin/brands', 'brands', ['read_attributes'], IconTag),
  area('catalogue', '/admin/attributes', 'attributes', ['read_attributes'], IconListDetails),
  area('catalogue', '/admin/units', 'units', ['read_attributes'], IconRuler),
  area('catalogue', '/admin/products', 'products', ['read_products'], IconPackage),
  area('catalogue', '/admin/combos', 'combos', ['read_products'], IconPackages),
  area('catalogue', '/admin/services', 'services', ['read_products'], IconTool),
  area('catalogue', '/admin/offers', 'offers', ['read_offers'], IconDiscount),
  area('catalogue', '/admin/discounts', 'discounts', ['read_offers'], IconTicket),
  area('sales', '/admin/orders', 'orders', ['read_orders'], IconReceipt),
  area('sales', '/Distribution/Index', 'distribution', ['read_orders'], IconTruckDelivery),
  area('sales', '/admin/reservations', 'reservations', ['read_store_requests'], IconCalendarEvent),
  area('sales', '/admin/distribution_movements', 'distribution_movements', ['read_pos'], IconTransfer),
  area('sales', '/admin/invoices', 'invoices', ['read_invoices'], IconFileInvoice),
  area(
    'reports',
    '/admin/reports/sale',
    'reports_sale',
    ['read_reports', 'read_for_sale_reports'],
    IconChartBar,
  ),
  area(
    'reports',
    '/admin/reports/unify_sale',
    'reports_unified',
    ['read_reports', 'read_for_sale_reports'],
    IconBuildingWarehouse,
  ),
  area(
    'reports',
    '/admin/reports/orders',
    'reports_orders',
    ['read_reports', 'read_for_order_reports'],
    IconChartDonut,
  ),
  area(
    'reports',
    '/admin/reports/salesaccounting',
    'reports_accounting',
    ['read_reports', 'read_for_sales_accounting_reports'],
    IconCalculator,
  ),
  area(
    'reports',
    '/admin/reports/catalog',
    'reports_catalog',
    ['read_reports', 'read_products'],
    IconListNumbers,
  ),
  area(
    'reports',
    '/admin/reports/soldProduct',
    'reports_sold',
    ['read_reports', 'read_for_sold_products'],
    IconTrophy,
  ),
  area(
    'reports',
    '/admin/reports/inventory',
    'reports_inventory',
    ['read_reports', 'read_for_inventary_reports'],
    IconBoxSeam,
  ),
  area(
    'reports',
    '/admin/reports/movements',
    'reports_movements',
    ['read_reports', 'read_for_movement_reports'],
    IconArrowsTransferUpDown,
  ),
  area('reports', '/admin/analytics/Visits', 'analytics_visits', ['read_analytics'], IconEye),
  area('reports', '/admin/analytics/Login', 'analytics_login', ['read_analytics'], IconLogin),
  area('reports', '/admin/analytics/MostSold', 'analytics_most_sold', ['read_analytics'], IconFlame),
  area('reports', '/admin/analytics/Sales', 'analytics_sales', ['read_analytics'], IconTrendingUp),
  area('customers', '/admin/gift_Cards', 'gift_cards', ['read_settings'], IconGift),
  area('sales', '/admin/sales_buy_card', 'card_sales', ['read_orders'], IconCash),
  area('customers', '/admin/reviews', 'reviews', ['rating_products'], IconStar),
  area(
    'customers',
    '/admin/criterias',
    'criteria',
    ['criteria_and_answer', 'criteria_products'],
    IconListCheck,
  ),
  area('sales', '/admin/order_status', 'order_statuses', ['read_orderStatuses'], IconTags),
  area('sales', '/admin/point_of_sales', 'points_of_sale', ['read_pos'], IconBuildingStore),
  area('settings', '/admin/settings/Generals', 'settings', ['read_settings'], IconSettings),
  area(
    'settings',
    '/admin/settings/Customization',
    'customization',
    ['read_settings', 'update_settings'],
    IconPalette,
  ),
  area('content', '/admin/banners', 'banners', ['read_banners'], IconPhoto),
  area('content', '/admin/testimonials', 'testimonials', ['read_settings'], IconMessageCircle),
  area('content', '/admin/settings/Information', 'content_pages', ['read_settings'], IconFileText),
  area('content', '/admin/blogs/posts', 'blog_posts', ['read_post'], IconArticle),
  area('content', '/admin/blogs/categories', 'blog_categories', ['read_post'], IconFolder),
  area('content', '/admin/blogs/keywords', 'blog_keywords', ['read_post'], IconHash),
  area('content', '/admin/settings/FrequentAsks', 'faqs', ['read_settings'], IconHelpCircle),
  area('customers', '/admin/contacts', 'contacts', ['read_settings'], IconMail),
  area('settings', '/admin/settings/History', 'settings_history', ['read_settings'], IconHistory),
];

export function adminAreasFor(user: CurrentUserReply | null): AdminArea[] {
  return ADMIN_AREAS.filter((area) => userCan(user, area.permissions));
}
