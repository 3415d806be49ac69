import { Button, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';

/** /Products/SuccessPage (SPEC §2): the review is in, waiting for staff. */
export function Component() {
  const { t } = useTranslation('reviews');
  const product = useSearchParams()[0].get('product');
  return (
    <Stack align="center" ta="center" gap="md" maw={560} mx="auto" py="xl">
      <ThemeIcon size={56} radius="xl" color="green">
        <IconCheck size={32} />
      </ThemeIcon>
      <PageTitle>{t('success.title')}</PageTitle>
      <Text c="dimmed">{t('success.text')}</Text>
      <Group justify="center">
        {product && (
          <Button component={Link} to={`/Products/${encodeURIComponent(product)}`} variant="light">
            {t('success.back')}
          </Button>
        )}
        {product && (
          <Button
            component={Link}
            to={`/Products/Review/Write/${encodeURIComponent(product)}`}
            variant="light"
          >
            {t('success.add_photos')}
          </Button>
        )}
        <Button component={Link} to="/Profile/Reviews">
          {t('success.mine')}
        </Button>
      </Group>
    </Stack>
  );
}
