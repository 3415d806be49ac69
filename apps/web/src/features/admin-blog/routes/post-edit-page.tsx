import { Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { RecordPage } from '../../../components/admin-kit';
import { notifySuccess } from '../../../lib/notify';
import { POSTS_SCREEN, usePost, useSavePost } from '../api/blog';
import { PostCover } from '../components/post-cover';
import { formValuesOf, PostForm } from '../components/post-form';

/** /admin/blogs/posts/:id: the cover (uploaded at once) and the post's fields. */
export function Component() {
  const { t } = useTranslation('admin-blog');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const post = usePost(id);
  const save = useSavePost();

  return (
    <RecordPage
      query={post}
      title={(data) => (data ? t('posts.edit_title', { title: data.title }) : t('posts.edit_title_loading'))}
      notFound={{
        title: t('posts.not_found.title'),
        description: t('posts.not_found.description'),
        backTo: POSTS_SCREEN,
        backLabel: t('posts.not_found.back'),
      }}
    >
      {(data) => (
        <Stack gap="xl">
          <PostCover post={data} />
          <Divider />
          <PostForm
            key={data.id}
            initialValues={formValuesOf(data)}
            mode="edit"
            onSubmit={async (body) => {
              await save.mutateAsync({ id, body });
              notifySuccess(t('posts.notifications.updated'));
              await navigate(POSTS_SCREEN);
            }}
          />
        </Stack>
      )}
    </RecordPage>
  );
}
