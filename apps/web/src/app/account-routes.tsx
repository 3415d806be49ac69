import type { RouteObject } from 'react-router';
import { guard } from './guards';
import { withWords } from './route-helpers';

/** SPEC §2 Orders: one order's pages, each behind the order-owner check (the server answers 404 for others). */
function orderScreens(): RouteObject[] {
  const pages = {
    show: () => import('../features/orders/routes/order-show-page'),
    'success-page': () => import('../features/orders/routes/order-success-page'),
    'error-page': () => import('../features/orders/routes/order-error-page'),
    'redirect-page': () => import('../features/orders/routes/order-redirect-page'),
  };
  return Object.entries(pages).map(([page, load]) => ({
    path: `orders/:order/${page}`,
    loader: guard(['auth', 'order-owner'], { params: { order: 'id' } }),
    lazy: withWords(load, 'orders'),
  }));
}

const CARDS_NS = 'shopping-cards';

/** SPEC §2 Profile and Public: the shopper's gift cards and the gift card page (registered users only). */
function shoppingCardScreens(): RouteObject[] {
  return [
    {
      path: 'Profile/shopping_card',
      loader: guard(['auth']),
      lazy: withWords(() => import('../features/shopping-cards/routes/my-cards-page'), CARDS_NS),
    },
    {
      path: 'Profile/shopping_card/:id',
      loader: guard(['auth'], { params: { id: 'id' } }),
      lazy: withWords(() => import('../features/shopping-cards/routes/card-page'), CARDS_NS),
    },
    {
      path: 'Profile/shopping_card/recharge/:id',
      loader: guard(['auth'], { params: { id: 'id' } }),
      lazy: withWords(() => import('../features/shopping-cards/routes/recharge-page'), CARDS_NS),
    },
    {
      path: 'shopping-card-info',
      loader: guard(['auth', 'check-shopping-card-info']),
      lazy: withWords(() => import('../features/shopping-cards/routes/card-info-page'), CARDS_NS),
    },
  ];
}

/**
 * The signed-in shopper's screens (SPEC §2 Profile and Orders) and the review pages, added to the route table on the
 * first visit of one of their paths (router.tsx, `patchRoutesOnNavigation`).
 */
export const accountScreens: RouteObject[] = [
  {
    path: 'Profile',
    loader: guard(['auth']),
    lazy: withWords(() => import('../features/profile/routes/profile-page'), 'profile'),
  },
  {
    path: 'Profile/Orders',
    loader: guard(['auth']),
    lazy: withWords(() => import('../features/orders/routes/my-orders-page'), 'orders'),
  },
  {
    path: 'Profile/Reservations',
    loader: guard(['auth']),
    lazy: withWords(() => import('../features/reservations/routes/my-reservations-page'), 'reservations'),
  },
  {
    path: 'Profile/Beneficiaries',
    loader: guard(['auth']),
    lazy: withWords(() => import('../features/beneficiaries/routes/beneficiaries-page'), 'beneficiaries'),
  },
  ...orderScreens(),
  {
    path: 'payment_shopping_card/:order',
    loader: guard(['auth', 'order-owner'], { params: { order: 'id' } }),
    lazy: withWords(() => import('../features/orders/routes/pay-with-card-page'), 'orders'),
  },
  ...shoppingCardScreens(),
  {
    path: 'checkout',
    loader: guard(['auth']),
    lazy: withWords(() => import('../features/checkout/routes/checkout-page'), 'checkout'),
  },
  {
    path: 'Profile/Reviews',
    loader: guard(['auth']),
    lazy: withWords(() => import('../features/reviews/routes/my-reviews-page'), 'reviews'),
  },
  // SPEC §2's review pages: writing is for the signed-in shopper who received the product (reading is one of the
  // storefront's public pages, router.tsx).
  {
    path: 'Products/Review/Write/:product',
    loader: guard(['auth']),
    lazy: withWords(() => import('../features/reviews/routes/write-page'), 'reviews'),
  },
  {
    path: 'Products/SuccessPage',
    loader: guard(['auth']),
    lazy: withWords(() => import('../features/reviews/routes/success-page'), 'reviews'),
  },
];
