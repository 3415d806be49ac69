import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { notifySuccess } from '../../../lib/notify';
import { POSTS_SCREEN, useSavePost } from '../api/blog';
import { emptyPost, PostForm } from '../components/post-form';

/** /admin/blogs/posts/create: the words first; the cover is added on the post's page that follows. */
export function Component() {
  const { t } = useTranslation('admin-blog');
  const navigate = useNavigate();
  const save = useSavePost();

  return (
    <Stack gap="md">
      <div>
        <PageTitle fz="h2">{t('posts.create_title')}</PageTitle>
        <Text c="dimmed">{t('posts.create_hint')}</Text>
      </div>
      <PostForm
        initialValues={emptyPost()}
        mode="create"
        onSubmit={async (body) => {
          const post = await save.mutateAsync({ body });
          notifySuccess(t('posts.notifications.created'));
          await navigate(`${POSTS_SCREEN}/${post.id}`);
        }}
      />
    </Stack>
  );
}
