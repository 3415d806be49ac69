// "Tell me when it is back" (SPEC §3 availability_notification). Routes: availability-alerts.routes.ts.
export { sendAvailabilityAlerts } from './availability-alerts.service';
export { availabilityAlerts } from './availability-alerts.table';
export { lowAvailabilityThreshold, sendLowStockNotices } from './low-stock';
