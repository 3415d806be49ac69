import { Anchor, Grid, Stack, Text } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { BusinessHours } from '../../../components/business-hours';
import { PageTitle } from '../../../components/page-title';
import { StoreContacts } from '../../../components/store-contacts';
import { prime } from '../../../lib/prime';
import { faqQuery, useHasFaqs } from '../api/content-queries';
import { ContactForm } from '../components/contact-form';

export const loader = ({ context }: LoaderFunctionArgs) => prime(context, [faqQuery]);

/** /Contact-Us: the contact form, with the hours someone answers and the way to the frequent questions, if any. */
export function Component() {
  const { t } = useTranslation(['content', 'shell']);
  const hasFaqs = useHasFaqs();

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
            {hasFaqs ? (
              <Anchor component={Link} to="/Frequent-Ask" fw={600}>
                <IconHelpCircle size={16} aria-hidden /> {t('contact.faq_link')}
              </Anchor>
            ) : null}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
