import { Avatar, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReviewableProduct } from '@shop/contracts';
import { IconPencil, IconPhoto } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * "Por reseñar": what the shopper received and has not reviewed yet, each a step from its review form, so that they
 * need not look for the product again to say what they thought of it.
 */
export function ReviewsToWrite({ products }: { products: ReviewableProduct[] }) {
  const { t } = useTranslation('reviews');
  const heading = useId();
  return (
    <Stack component="section" aria-labelledby={heading} gap="sm">
      <div>
        <Title order={2} fz="h4" id={heading}>
          {t('mine.to_write_title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('mine.to_write_text')}
        </Text>
      </div>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {products.map((product) => (
          <Paper key={product.id} withBorder p="sm">
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Avatar src={product.image_url} alt="" radius="sm" size={56}>
                <IconPhoto size={24} stroke={1.25} aria-hidden />
              </Avatar>
              <Stack gap={6} align="flex-start" miw={0}>
                <Text fw={600} lineClamp={2}>
                  {product.name}
                </Text>
                <Button
                  component={Link}
                  to={`/Products/Review/Write/${encodeURIComponent(product.slug)}`}
                  size="xs"
                  variant="light"
                  leftSection={<IconPencil size={14} aria-hidden />}
                  aria-label={t('mine.write_named', { name: product.name })}
                >
                  {t('mine.write')}
                </Button>
              </Stack>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
