import type { Agent } from './agent';

/** Changes some order settings through the back office, keeping the rest as they are (test support). */
export async function changeOrderSettings(admin: Agent, changes: Record<string, unknown>): Promise<void> {
  const current = (await admin.get('/api/admin/settings/orders')).json();
  const saved = await admin.put('/api/admin/settings/orders', { ...current, ...changes });
  if (saved.statusCode !== 200) throw new Error(`order settings not saved: ${saved.body}`);
}

/** Visitors hold all they add, as before the caps: for suites about how holding works, not about its limits. */
export const UNCAPPED_GUEST_HOLDS = {
  guest_hold_share_percent: 100,
  guest_hold_max_units: 10_000,
  address_hold_max_units: 10_000,
};
