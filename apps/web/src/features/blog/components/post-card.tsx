// Loaded with this screen, not with the storefront's first page (app/storefront-styles.ts, issue 13).
import '@mantine/core/styles/AspectRatio.layer.css';
import { AspectRatio, Badge, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { PublicBlogPostCard } from '@shop/contracts';
import { IconArticle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/i18n';
import { postDate } from './post-date';

interface PostCardProps {
  post: PublicBlogPostCard;
  headingLevel?: 2 | 3;
  /** In the first screen: its cover loads at once, as the largest thing a phone shows there, not when scrolled to. */
  eager?: boolean;
}

/** A post on /blog and under an article: its cover, category, title, summary and day. */
export function PostCard({ post, headingLevel = 2, eager = false }: PostCardProps) {
  const locale = useLocale();
  return (
    <Card withBorder padding="md" radius="md" component={Link} to={`/blog/${post.slug}`}>
      <Card.Section>
        <AspectRatio ratio={1200 / 630}>
          {post.cover_image ? (
            <Image src={post.cover_image} alt="" loading={eager ? 'eager' : 'lazy'} />
          ) : (
            <Stack align="center" justify="center" bg="var(--mantine-color-default-hover)">
              <IconArticle size={40} aria-hidden />
            </Stack>
          )}
        </AspectRatio>
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group gap="xs">
          {post.blog_category && (
            <Badge variant="light" size="sm">
              {post.blog_category.name}
            </Badge>
          )}
          <Text size="xs" c="dimmed" component="time" dateTime={post.published_on}>
            {postDate(post.published_on, locale)}
          </Text>
        </Group>
        <Title order={headingLevel} fz="h4">
          {post.title}
        </Title>
        {post.summary && (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {post.summary}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
