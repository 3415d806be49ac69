// Wholesale reservations (store requests): the wholesaler asks, staff approve (units held) or reject, the request
// becomes an order at checkout or expires after its day (issue 18 §3, decision 031). Routes: store-requests.routes.ts.

export { DEMO_WHOLESALER, seedDemoStoreRequests, seedDemoWholesaler } from './demo-seed';
export { expireStoreRequests } from './store-requests.service';
export { storeRequests } from './store-requests.table';
