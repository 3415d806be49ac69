import { Badge, Button, Text } from '@mantine/core';
import { adminBlogPostsQuerySchema, type BlogPostListItem, shopToday } from '@shop/contracts';
import { IconExternalLink, IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminListPage, type RowAction, useDeleteRow } from '../../../components/admin-kit';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { formatDate } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useListParams } from '../../../lib/use-list-params';
import { POSTS_SCREEN, useDeletePost, usePosts } from '../api/blog';

/** A post's state for staff: a draft (disabled), scheduled (published later) or on the blog. */
function postState(post: BlogPostListItem): 'draft' | 'scheduled' | 'published' {
  if (!post.enabled) return 'draft';
  return post.published_on > shopToday() ? 'scheduled' : 'published';
}
const STATE_COLORS = { draft: 'gray', scheduled: 'yellow', published: 'green' } as const;

/** /admin/blogs/posts: the blog's posts, newest first. */
export function Component() {
  const { t } = useTranslation('admin-blog');
  const locale = useLocale();
  const list = useListParams(adminBlogPostsQuerySchema);
  const posts = usePosts(list[0]);
  const deletePost = useDeletePost();
  const canWrite = userCan(useCurrentUser(), ['read_post', 'update_settings']);
  const deleteRow = useDeleteRow<BlogPostListItem>({
    label: (post) => t('posts.delete_post', { title: post.title }),
    title: t('posts.delete.title'),
    message: (post) => t('posts.delete.confirm', { title: post.title }),
    done: (post) => t('posts.notifications.deleted', { title: post.title }),
    remove: (post) => deletePost.mutateAsync(post.id),
  });
  const actions: RowAction<BlogPostListItem>[] = [
    {
      label: (post) => t('posts.view_post', { title: post.title }),
      icon: IconExternalLink,
      to: (post) => `/blog/${post.slug}`,
      hidden: (post) => postState(post) !== 'published',
    },
  ];
  if (canWrite)
    actions.push(
      {
        label: (post) => t('posts.edit_post', { title: post.title }),
        icon: IconPencil,
        to: (post) => `${POSTS_SCREEN}/${post.id}`,
      },
      deleteRow.action,
    );

  return (
    <AdminListPage
      title={t('posts.title')}
      actions={
        canWrite && (
          <Button component={Link} to={`${POSTS_SCREEN}/create`} leftSection={<IconPlus size={18} />}>
            {t('posts.new')}
          </Button>
        )
      }
      list={list}
      result={posts}
      search={{ label: t('posts.search'), placeholder: t('posts.search_placeholder') }}
      empty={{
        title: t('posts.empty.title'),
        none: t('posts.empty.none'),
        filtered: t('posts.empty.filtered'),
      }}
      totalLabel={(count) => t('posts.total', { count })}
      table={{
        caption: t('posts.title'),
        rowKey: (post: BlogPostListItem) => post.id,
        minWidth: 760,
        columns: [
          {
            key: 'title',
            header: t('posts.columns.title'),
            sort: 'title',
            render: (post) => (
              <div>
                <Text size="sm" fw={500}>
                  {post.title}
                </Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  /blog/{post.slug}
                </Text>
              </div>
            ),
          },
          {
            key: 'category',
            header: t('posts.columns.category'),
            render: (post) => <Text size="sm">{post.blog_category?.name ?? '—'}</Text>,
          },
          {
            key: 'published_on',
            header: t('posts.columns.published_on'),
            sort: 'published_on',
            render: (post) => (
              <Text size="sm">
                {formatDate(`${post.published_on}T12:00:00Z`, locale, { timeZone: 'UTC' })}
              </Text>
            ),
          },
          {
            key: 'state',
            header: t('posts.columns.state'),
            render: (post) => {
              const state = postState(post);
              return (
                <Badge color={STATE_COLORS[state]} variant="light">
                  {t(`posts.state.${state}`)}
                </Badge>
              );
            },
          },
        ],
        actions,
      }}
    >
      {deleteRow.dialog}
    </AdminListPage>
  );
}
