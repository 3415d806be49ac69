import {
  IconArticle,
  IconBuildingStore,
  IconDiscount,
  IconHelpCircle,
  IconInfoCircle,
} from '@tabler/icons-react';
import type { NavItem } from '../components/nav-list';

/** The storefront's drawer links: only screens that exist. */
export const STORE_NAV: readonly NavItem[] = [
  { path: '/store', labelKey: 'shell:nav.store', icon: IconBuildingStore },
  { path: '/Offers', labelKey: 'shell:nav.offers', icon: IconDiscount },
  { path: '/blog', labelKey: 'shell:nav.blog', icon: IconArticle },
  { path: '/info', labelKey: 'shell:nav.info', icon: IconInfoCircle },
  { path: '/Frequent-Ask', labelKey: 'shell:nav.faq', icon: IconHelpCircle },
];
