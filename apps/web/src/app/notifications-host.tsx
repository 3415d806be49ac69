import { Notifications } from '@mantine/notifications';
import { NOTIFICATIONS } from './theme';

/** Where toasts show; its own chunk so that the first paint does not wait for it (see providers.tsx). */
export function NotificationsHost() {
  return <Notifications position={NOTIFICATIONS.position} autoClose={NOTIFICATIONS.autoClose} />;
}
