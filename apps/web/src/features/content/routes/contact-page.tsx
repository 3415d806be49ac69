import { Anchor, Grid, Stack, Text } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BusinessHours } from '../../../components/business-hours';
import { PageTitle } from '../../../components/page-title';
import { StoreContacts } from '../../../components/store-contacts';
import { ContactForm } from '../components/contact-form';

/** /Contact-Us: the contact form, with the way to the frequent questions and the hours someone answers. */
export function Component() {
  const { t } = useTranslation(['content', 'shell']);

  return (
    <Stack gap="xl" maw={960}>
      <div>
        <PageTitle>{t('contact.title')}</PageTitle>
        <Text c="dimmed">{t('contact.subtitle')}</Text>
      </div>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <ContactForm />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <StoreContacts />
            <Stack gap={4}>
              <Text fw={600}>{t('shell:hours.title')}</Text>
              <BusinessHours size="sm" />
              <Text size="sm" c="dimmed">
                {t('contact.answer_time')}
              </Text>
            </Stack>
            <Anchor component={Link} to="/Frequent-Ask" fw={600}>
              <IconHelpCircle size={16} aria-hidden /> {t('contact.faq_link')}
            </Anchor>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
