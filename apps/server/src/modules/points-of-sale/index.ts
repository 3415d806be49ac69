export { seedDemoPointsOfSale } from './demo-seed';
export { pickupPointOf, pickupPoints } from './pickup-points';
export { type PointOfSaleRow, pointsOfSale } from './points-of-sale.table';
