import { Button, Group, Modal, Text } from '@mantine/core';
import { AUTH_PATHS } from '@shop/contracts';
import { useTranslation } from 'react-i18next';
import { useFocusBack } from '../../components/use-focus-back';
import { api } from '../../lib/api-client';
import { useLocale } from '../../lib/i18n';

/**
 * The warning before the inactivity logout (issue 20): when it will happen, and a choice. Staying asks the server who
 * is signed in, which is activity for the session there too (its idle hour counts requests, not mouse moves).
 * Loaded only when a warning is due. It takes the focus from wherever the user was; staying gives it back there.
 */
export default function InactivityWarning({
  logoutAt,
  onStay,
  onLeave,
}: {
  logoutAt: number;
  onStay: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation('session');
  const locale = useLocale();
  useFocusBack(true);
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(new Date(logoutAt));
  const stay = () => {
    void api(AUTH_PATHS.user, { skipAuthRedirect: true, expectedStatuses: [401, 419] }).catch(() => {});
    onStay();
  };
  return (
    <Modal opened onClose={stay} title={t('idle_title')} centered>
      <Text mb="lg">{t('idle_text', { time })}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onLeave}>
          {t('idle_leave')}
        </Button>
        <Button onClick={stay} data-autofocus>
          {t('idle_stay')}
        </Button>
      </Group>
    </Modal>
  );
}
