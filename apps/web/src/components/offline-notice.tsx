import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../lib/offline';
import classes from './offline-notice.module.css';
import { PlainAlert } from './plain-alert';

/** Says, on every screen, that the connection is gone: what shows is the last copy kept, and nothing can be sent. */
export function OfflineNotice() {
  const { t } = useTranslation('shell');
  const online = useOnline();
  if (online) return null;
  return (
    <PlainAlert
      tone="offline"
      role="status"
      className={classes.root}
      icon={<IconWifiOff size={20} aria-hidden />}
      title={t('offline.title')}
    >
      {t('offline.message')}
    </PlainAlert>
  );
}
