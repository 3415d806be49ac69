import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContactForm } from '../features/content/components/contact-form';

/** SPEC §2 landing page contact form (name, e-mail, message), on the front; its words load with it. */
export function HomeContact() {
  const { t } = useTranslation('content');
  return (
    <Stack component="section" gap="md" maw={640} aria-labelledby="home-contact">
      <div>
        <Title id="home-contact" order={2} fz="h3">
          {t('contact.home_title')}
        </Title>
        <Text c="dimmed">{t('contact.subtitle')}</Text>
      </div>
      <ContactForm />
    </Stack>
  );
}
