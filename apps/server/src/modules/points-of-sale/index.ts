export { seedDemoPointsOfSale } from './demo-seed';
export { pickupPointOf, pickupPoints, takesPickups } from './pickup-points';
export { type PointOfSaleRow, pointsOfSale } from './points-of-sale.table';
