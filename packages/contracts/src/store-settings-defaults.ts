// The store settings' defaults, without zod: the storefront's header shows the default name on first load.

/** The name the settings start with; the store's name is data, the same in every language. */
export const DEFAULT_STORE_NAME = 'Tienda';
export const DEFAULT_FAVICON_URL = '/favicon.svg';

/** The Mantine palettes staff may choose as the shop's main colour (Customization). */
export const STORE_PRIMARY_COLORS = [
  'blue',
  'indigo',
  'violet',
  'grape',
  'pink',
  'red',
  'orange',
  'yellow',
  'lime',
  'green',
  'teal',
  'cyan',
] as const;
export type StorePrimaryColor = (typeof STORE_PRIMARY_COLORS)[number];
export const DEFAULT_PRIMARY_COLOR: StorePrimaryColor = 'blue';

/** The colour mode shoppers start in (each one may switch; the switch is remembered in their browser). */
export const STORE_COLOR_SCHEMES = ['light', 'dark'] as const;
export type StoreColorScheme = (typeof STORE_COLOR_SCHEMES)[number];

/** One opening period: weekday 1-7 (Monday-Sunday, SPEC §3), "HH:MM" times. */
export interface StoreHoursPeriod {
  weekday: number;
  opens: string;
  closes: string;
}

/** The shop's look as every page reads it (GET /api/settings/store). */
export interface StoreIdentity {
  name: string;
  logo_url: string;
  favicon_url: string;
  primary_color: StorePrimaryColor;
  color_scheme: StoreColorScheme;
  /** The business hours (ScheduleStore), shown in the footer, the front and the contact page. */
  hours: StoreHoursPeriod[];
}

export const DEFAULT_STORE_IDENTITY: StoreIdentity = {
  name: DEFAULT_STORE_NAME,
  logo_url: '',
  favicon_url: DEFAULT_FAVICON_URL,
  primary_color: DEFAULT_PRIMARY_COLOR,
  color_scheme: 'light',
  // The root loader brings the real hours before any page shows them.
  hours: [],
};

export const STORE_SETTINGS_KEY = 'store';

export const STORE_SETTINGS_PATHS = {
  /** Public: what every page needs to look like the shop. */
  identity: '/settings/store',
  admin: '/admin/settings/store',
  logo: '/admin/settings/store/logo',
  favicon: '/admin/settings/store/favicon',
  hours: '/admin/settings/store/hours',
} as const;

/**
 * The front's sections (the Home page tab), in their default order. `catalog` is the whole catalogue with its search
 * and filters; the hero always comes first.
 */
export const HOME_SECTIONS = [
  'banners',
  'categories',
  'offers',
  'newest',
  'best_sellers',
  'catalog',
  'testimonials',
  'order_steps',
  'features',
  'visit',
  'contact_form',
] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];
export const HOME_SETTINGS_KEY = 'home';
export const HOME_SETTINGS_PATHS = { store: '/settings/home', admin: '/admin/settings/home' } as const;

/** What the front renders: the visible sections, in order. */
export interface StoreHomeLayout {
  sections: HomeSection[];
}

/** The networks a shop links to from its footer and contact page (the Contacts and Links partials). */
export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'whatsapp',
  'telegram',
  'x',
  'youtube',
  'tiktok',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** How shoppers reach the shop (GET /api/settings/contacts). */
export interface StoreContacts {
  phones: string[];
  emails: string[];
  address: string;
  links: Array<{ network: SocialNetwork; url: string }>;
}

/** Whether the shop has set any way to reach it: an address, a phone, an e-mail or a social link. */
export const hasStoreContacts = (contacts: StoreContacts | undefined): contacts is StoreContacts =>
  !!contacts &&
  (!!contacts.address || contacts.phones.length + contacts.emails.length + contacts.links.length > 0);

export const CONTACTS_SETTINGS_KEY = 'contacts';
export const CONTACTS_SETTINGS_PATHS = {
  store: '/settings/contacts',
  admin: '/admin/settings/contacts',
} as const;
