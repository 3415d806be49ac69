// Loaded with this screen, not with the storefront's first page (app/storefront-styles.ts, issue 13).
import '@mantine/core/styles/AspectRatio.layer.css';
import {
  Anchor,
  AspectRatio,
  Badge,
  Breadcrumbs,
  Group,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { data, Link, type LoaderFunctionArgs, useParams } from 'react-router';
import { ContentHtml } from '../../../components/content-html';
import { PageTitle } from '../../../components/page-title';
import { QueryError } from '../../../components/query-error';
import { ApiError } from '../../../lib/api-client';
import { useLocale } from '../../../lib/i18n';
import { queryClientContext } from '../../../lib/prime';
import { blogPostQuery, useBlogPost } from '../api/blog-queries';
import { PostCard } from '../components/post-card';
import { postDate } from '../components/post-date';

/** A post that does not exist, is disabled or not yet published is the app's 404, decided before the screen renders. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const slug = params.blog ?? '';
  try {
    await context.get(queryClientContext).ensureQueryData(blogPostQuery(slug));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422))
      throw data(`Page not found: ${new URL(request.url).pathname}`, {
        status: 404,
        statusText: 'Not Found',
      });
  }
  return null;
}

/** /blog/{blog}: one post, its keywords and up to three related posts. */
export function Component() {
  const { t } = useTranslation('blog');
  const locale = useLocale();
  const slug = useParams().blog ?? '';
  const post = useBlogPost(slug);

  if (post.isError && !post.data)
    return <QueryError error={post.error} retryLabel={t('retry')} onRetry={() => post.refetch()} />;
  if (!post.data)
    return (
      <Stack gap="md" maw={760} mx="auto" w="100%" aria-busy="true">
        <Skeleton height={36} width="70%" />
        <Skeleton height={240} />
        <Skeleton height={16} />
      </Stack>
    );
  const {
    title,
    subtitle,
    body,
    content,
    author,
    blog_category,
    keywords,
    cover_image,
    published_on,
    related,
  } = post.data;
  return (
    <Stack gap="xl" maw={760} mx="auto" w="100%">
      <Stack component="article" gap="md">
        <Breadcrumbs separator="·">
          <Anchor component={Link} to="/blog" size="sm">
            {t('title')}
          </Anchor>
          {blog_category && (
            <Anchor
              component={Link}
              to={`/blog?category=${encodeURIComponent(blog_category.slug)}`}
              size="sm"
            >
              {blog_category.name}
            </Anchor>
          )}
        </Breadcrumbs>
        <div>
          <PageTitle>{title}</PageTitle>
          {subtitle && (
            <Text size="lg" c="dimmed">
              {subtitle}
            </Text>
          )}
        </div>
        <Text size="sm" c="dimmed">
          {author ? t('post.by', { author }) : null}
          {author ? ' · ' : null}
          <time dateTime={published_on}>{postDate(published_on, locale)}</time>
        </Text>
        {cover_image && (
          <AspectRatio ratio={1200 / 630}>
            <Image src={cover_image} alt="" radius="md" />
          </AspectRatio>
        )}
        {body && (
          <Text size="lg" fw={500}>
            {body}
          </Text>
        )}
        <ContentHtml html={content} />
        {keywords.length > 0 && (
          <Group gap="xs" aria-label={t('post.keywords')}>
            {keywords.map((keyword) => (
              <Badge
                key={keyword.id}
                variant="outline"
                component={Link}
                to={`/blog?keyword=${encodeURIComponent(keyword.slug)}`}
                style={{ cursor: 'pointer' }}
              >
                {keyword.name}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
      {related.length > 0 && (
        <Stack component="section" gap="sm" aria-labelledby="related-posts">
          <Title order={2} fz="h3" id="related-posts">
            {t('post.related')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {related.map((other) => (
              <PostCard key={other.id} post={other} headingLevel={3} />
            ))}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
