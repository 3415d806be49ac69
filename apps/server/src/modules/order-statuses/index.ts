export { orderStatusInUse } from './order-status-in-use';
export { statusBrief, statusBriefColumns, statusName, statusNameSql } from './order-status-view';
export { statusByRole } from './order-statuses.service';
export { type OrderStatusRole, type OrderStatusRow, orderStatuses } from './order-statuses.table';
export { seedOrderStatuses } from './seed';
