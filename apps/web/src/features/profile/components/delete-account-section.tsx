import { Button, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DeleteAccountModal } from './delete-account-modal';
import { ProfileSection } from './profile-section';

export function DeleteAccountSection() {
  const { t } = useTranslation('profile');
  const [opened, { open, close }] = useDisclosure(false);

  return (
    <ProfileSection title={t('delete.title')} subtitle={t('delete.subtitle')} danger>
      <Group>
        <Button color="red" leftSection={<IconTrash size={16} />} onClick={open}>
          {t('delete.open')}
        </Button>
      </Group>
      <DeleteAccountModal opened={opened} onClose={close} />
    </ProfileSection>
  );
}
