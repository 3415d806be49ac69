export { seedDemoPointsOfSale } from './demo-seed';
export { pickupPointOf, pickupPoints } from './pickup-points';
export { pointsOfSaleRoutes } from './points-of-sale.routes';
export { type PointOfSaleRow, pointsOfSale } from './points-of-sale.table';
