import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';

/** A report row's product: its name, linked to its edit page, and a dimmed line under it (SKU, category). */
export function ProductCell({ slug, name, detail }: { slug: string; name: string; detail: string }) {
  return (
    <div>
      <Anchor component={Link} to={`/admin/products/${slug}/edit`} size="sm" fw={600}>
        {name}
      </Anchor>
      <Text size="xs" c="dimmed">
        {detail}
      </Text>
    </div>
  );
}
