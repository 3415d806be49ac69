import { Avatar, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStoreTestimonials } from '../api/store-testimonials';

/** What customers said (issue 14): the enabled testimonials, in the staff's order; nothing when there are none. */
export function StoreTestimonials() {
  const { t } = useTranslation('store');
  const testimonials = useStoreTestimonials().data?.testimonials ?? [];
  if (testimonials.length === 0) return null;
  return (
    <Stack component="section" gap="md" aria-labelledby="store-testimonials">
      <Title id="store-testimonials" order={2} fz="h3">
        {t('testimonials.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {testimonials.map((testimonial) => (
          <Card key={testimonial.id} withBorder radius="md" padding="lg" component="figure" m={0}>
            <Text component="blockquote" m={0} style={{ fontStyle: 'italic' }}>
              «{testimonial.text}»
            </Text>
            <Group component="figcaption" gap="sm" mt="md" wrap="nowrap">
              <Avatar src={testimonial.photo} alt="" radius="xl" color="initials" name={testimonial.author} />
              <div>
                <Text size="sm" fw={600}>
                  {testimonial.author}
                </Text>
                {testimonial.detail ? (
                  <Text size="xs" c="dimmed">
                    {testimonial.detail}
                  </Text>
                ) : null}
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
