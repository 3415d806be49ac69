// The plain constants of `banners.ts`, without zod: /store's banner strip needs them, not the schemas.

/** SPEC §3: where the button sits on the picture. */
export const BANNER_BUTTON_POSITIONS = [
  'top-left',
  'top-center',
  'top-right',
  'center-left',
  'center',
  'center-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
] as const;
export type BannerButtonPosition = (typeof BANNER_BUTTON_POSITIONS)[number];

/** SPEC §9 ratios: desktop 30/12, mobile 1/1 (a 2 % tolerance takes rounding in the picture's size). */
export const BANNER_RATIOS = { desktop: 30 / 12, mobile: 1 } as const;
export type BannerImageKind = keyof typeof BANNER_RATIOS;
export const BANNER_RATIO_TOLERANCE = 0.02;

/** SPEC §5 allowed values. */
export const BANNER_BORDER_WIDTH_MAX = 10;
export const BANNER_PRIORITY_MAX = 100;

/** The storefront pages a banner can show on. */
export const BANNER_SECTIONS = ['/store', '/Offers'] as const;
export type BannerSection = (typeof BANNER_SECTIONS)[number];

/** What the storefront shows of a banner (GET /api/banners?section=/store), highest priority first. */
export interface StoreBanner {
  id: number;
  title: string;
  button_text: string;
  url: string;
  active_web: boolean;
  active_movile: boolean;
  button_color: string;
  text_color: string;
  button_position: BannerButtonPosition;
  /** '' is transparent. */
  border_color: string;
  border_width: number;
  desktop_image: string | null;
  mobile_image: string | null;
}

export const BANNER_PATHS = {
  list: '/admin/banners',
  one: '/admin/banners/:id',
  image: '/admin/banners/:id/images/:kind',
  store: '/banners',
} as const;
