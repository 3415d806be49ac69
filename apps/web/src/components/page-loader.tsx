import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a screen's code or words are on their way. */
export function PageLoader() {
  const { t } = useTranslation('common');
  return (
    <Center mih={200} p="xl">
      <Loader role="status" aria-label={t('loading')} />
    </Center>
  );
}
