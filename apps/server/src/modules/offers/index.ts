// Offers: price cuts by product, category and brand, in force between two instants (issue 17 §1, decision 026).
// Routes: offers.routes.ts. The tables and the repricing live in modules/products (an offer is part of a price).
export { seedDemoOffers } from './demo-seed';
export { offersShowing, storeOffers } from './offers.service';
