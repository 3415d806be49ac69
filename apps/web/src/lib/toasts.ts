/**
 * The toasts' store, loaded with the first toast: no page needs it to paint, so it stays out of the first load
 * (the host that draws them is deferred too, and shows whatever the store was given before it arrived).
 */
export const toasts = async () => (await import('@mantine/notifications')).notifications;
