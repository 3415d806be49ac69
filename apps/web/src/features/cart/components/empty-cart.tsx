import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** SPEC §4 Cart "empty": say so and lead back to the store. */
export function EmptyCart() {
  const { t } = useTranslation('cart');
  return (
    <Stack align="center" gap="sm" py="xl" ta="center">
      <ThemeIcon size={64} radius="xl" variant="light">
        <IconShoppingCart size={32} stroke={1.5} />
      </ThemeIcon>
      <Title order={2} fz="h3">
        {t('empty.title')}
      </Title>
      <Text c="dimmed" maw={420}>
        {t('empty.text')}
      </Text>
      <Button component={Link} to="/store" mt="sm">
        {t('empty.to_store')}
      </Button>
    </Stack>
  );
}
