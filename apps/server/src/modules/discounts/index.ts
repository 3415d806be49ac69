// Cart discounts and coupon codes (issue 17 §1 "Discounts area", decision 028). Routes: discounts.routes.ts.

export { seedDemoDiscounts } from './demo-seed';
export { type ChosenDiscount, chooseDiscount, giveBackDiscount, spendDiscount } from './discounts.service';
export { discounts } from './discounts.table';
