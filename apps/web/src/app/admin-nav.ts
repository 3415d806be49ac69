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

export interface AdminArea extends NavItem {
  /** Every one of them is needed to open the area (the same as its route's guard). */
  permissions: readonly Permission[];
  /** A key in the admin-shell namespace: one line about the area, shown on the dashboard. */
  descriptionKey: string;
}

/** An area whose words are `admin-shell:areas.<key>.label` and `.description`. */
function area(
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
  },
  {
    path: '/admin/roles',
    labelKey: 'admin-shell:areas.roles.label',
    descriptionKey: 'admin-shell:areas.roles.description',
    permissions: ['read_roles'],
    icon: IconUserShield,
  },
  area('/admin/coins', 'coins', ['read_coins'], IconCoin),
  area('/admin/exchangeRates', 'exchange_rates', ['read_exchange_rate'], IconArrowsExchange),
  area('/admin/categories', 'categories', ['read_categories'], IconSitemap),
  area('/admin/brands', 'brands', ['read_attributes'], IconTag),
  area('/admin/attributes', 'attributes', ['read_attributes'], IconListDetails),
  area('/admin/units', 'units', ['read_attributes'], IconRuler),
  area('/admin/products', 'products', ['read_products'], IconPackage),
  area('/admin/combos', 'combos', ['read_products'], IconPackages),
  area('/admin/services', 'services', ['read_products'], IconTool),
  area('/admin/offers', 'offers', ['read_offers'], IconDiscount),
  area('/admin/discounts', 'discounts', ['read_offers'], IconTicket),
  area('/admin/orders', 'orders', ['read_orders'], IconReceipt),
  area('/Distribution/Index', 'distribution', ['read_orders'], IconTruckDelivery),
  area('/admin/reservations', 'reservations', ['read_store_requests'], IconCalendarEvent),
  area('/admin/distribution_movements', 'distribution_movements', ['read_pos'], IconTransfer),
  area('/admin/invoices', 'invoices', ['read_invoices'], IconFileInvoice),
  area('/admin/reports/sale', 'reports_sale', ['read_reports', 'read_for_sale_reports'], IconChartBar),
  area(
    '/admin/reports/unify_sale',
    'reports_unified',
    ['read_reports', 'read_for_sale_reports'],
    IconBuildingWarehouse,
  ),
  area('/admin/reports/orders', 'reports_orders', ['read_reports', 'read_for_order_reports'], IconChartDonut),
  area(
    '/admin/reports/salesaccounting',
    'reports_accounting',
    ['read_reports', 'read_for_sales_accounting_reports'],
    IconCalculator,
  ),
  area('/admin/reports/catalog', 'reports_catalog', ['read_reports', 'read_products'], IconListNumbers),
  area('/admin/reports/soldProduct', 'reports_sold', ['read_reports', 'read_for_sold_products'], IconTrophy),
  area(
    '/admin/reports/inventory',
    'reports_inventory',
    ['read_reports', 'read_for_inventary_reports'],
    IconBoxSeam,
  ),
  area(
    '/admin/reports/movements',
    'reports_movements',
    ['read_reports', 'read_for_movement_reports'],
    IconArrowsTransferUpDown,
  ),
  area('/admin/analytics/Visits', 'analytics_visits', ['read_analytics'], IconEye),
  area('/admin/analytics/Login', 'analytics_login', ['read_analytics'], IconLogin),
  area('/admin/analytics/MostSold', 'analytics_most_sold', ['read_analytics'], IconFlame),
  area('/admin/analytics/Sales', 'analytics_sales', ['read_analytics'], IconTrendingUp),
  area('/admin/gift_Cards', 'gift_cards', ['read_settings'], IconGift),
  area('/admin/sales_buy_card', 'card_sales', ['read_orders'], IconCash),
  area('/admin/reviews', 'reviews', ['rating_products'], IconStar),
  area('/admin/criterias', 'criteria', ['criteria_and_answer', 'criteria_products'], IconListCheck),
  area('/admin/order_status', 'order_statuses', ['read_orderStatuses'], IconTags),
  area('/admin/point_of_sales', 'points_of_sale', ['read_pos'], IconBuildingStore),
  area('/admin/settings/Generals', 'settings', ['read_settings'], IconSettings),
  area('/admin/settings/Customization', 'customization', ['read_settings', 'update_settings'], IconPalette),
  area('/admin/banners', 'banners', ['read_banners'], IconPhoto),
  area('/admin/testimonials', 'testimonials', ['read_settings'], IconMessageCircle),
  area('/admin/settings/Information', 'content_pages', ['read_settings'], IconFileText),
  area('/admin/blogs/posts', 'blog_posts', ['read_post'], IconArticle),
  area('/admin/blogs/categories', 'blog_categories', ['read_post'], IconFolder),
  area('/admin/blogs/keywords', 'blog_keywords', ['read_post'], IconHash),
  area('/admin/settings/FrequentAsks', 'faqs', ['read_settings'], IconHelpCircle),
  area('/admin/contacts', 'contacts', ['read_settings'], IconMail),
  area('/admin/settings/History', 'settings_history', ['read_settings'], IconHistory),
];

export function adminAreasFor(user: CurrentUserReply | null): AdminArea[] {
  return ADMIN_AREAS.filter((area) => userCan(user, area.permissions));
}
