import { Button, Text } from '@mantine/core';
import { type BlogTerm, type BlogTermKind, blogTermListQuerySchema } from '@shop/contracts';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { AdminListPage, useDeleteRow } from '../../../components/admin-kit';
import { ApiError } from '../../../lib/api-client';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { useListParams } from '../../../lib/use-list-params';
import { termsScreen, useDeleteTerm, useTerm, useTerms } from '../api/blog';
import { TermDialog } from '../components/term-dialog';

const kindOf = (pathname: string): BlogTermKind =>
  pathname.toLowerCase().startsWith('/admin/blogs/keywords') ? 'keywords' : 'categories';

/**
 * /admin/blogs/categories and /admin/blogs/keywords (SPEC §2), one screen for both lists; their `/create` and
 * `/{id}` addresses are this list with the dialog open, so they can be linked and reloaded, whatever page of the list
 * the term is on.
 */
export function Component() {
  const { t } = useTranslation('admin-blog');
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const kind = kindOf(pathname);
  const screen = termsScreen(kind);
  const { id } = useParams();
  const creating = pathname.toLowerCase().endsWith('/create');
  const list = useListParams(blogTermListQuerySchema);
  const terms = useTerms(kind, list[0]);
  const deleteTerm = useDeleteTerm(kind);
  const canWrite = userCan(useCurrentUser(), ['read_post', 'update_settings']);
  const termId = Number(id);
  const listed = id ? terms.data?.data.find((term) => term.id === termId) : undefined;
  // An address from elsewhere may name a term on another page of the list: it is read on its own, and one that does
  // not exist is the 404 page (the server answers the address with 404 too).
  const named = useTerm(kind, termId, Boolean(id) && terms.isSuccess && !listed);
  if (named.error instanceof ApiError && named.error.status === 404) throw named.error;
  const editing = id ? (listed ?? named.data ?? null) : null;
  const close = () => void navigate(`${screen}${search}`);
  const deleteRow = useDeleteRow<BlogTerm>({
    label: (term) => t(`${kind}.delete_term`, { name: term.name }),
    title: t(`${kind}.delete.title`),
    message: (term) => t(`${kind}.delete.confirm`, { name: term.name, count: term.posts }),
    done: (term) => t(`${kind}.notifications.deleted`, { name: term.name }),
    remove: (term) => deleteTerm.mutateAsync(term.id),
  });

  return (
    <AdminListPage
      key={kind}
      title={t(`${kind}.title`)}
      actions={
        canWrite && (
          <Button component={Link} to={`${screen}/create${search}`} leftSection={<IconPlus size={18} />}>
            {t(`${kind}.new`)}
          </Button>
        )
      }
      list={list}
      result={terms}
      search={{ label: t('terms.search'), placeholder: t('terms.search_placeholder') }}
      empty={{ title: t(`${kind}.empty`), none: t('terms.empty_none'), filtered: t('terms.empty_filtered') }}
      totalLabel={(count) => t(`${kind}.total`, { count })}
      table={{
        caption: t(`${kind}.title`),
        rowKey: (term: BlogTerm) => term.id,
        minWidth: 480,
        columns: [
          {
            key: 'name',
            header: t('terms.name'),
            sort: 'name',
            render: (term) => (
              <Text size="sm" fw={500}>
                {term.name}
              </Text>
            ),
          },
          {
            key: 'slug',
            header: t('admin-shell:slug.label'),
            render: (term) => (
              <Text size="sm" ff="monospace">
                {term.slug}
              </Text>
            ),
          },
          {
            key: 'posts',
            header: t('terms.posts'),
            render: (term) => <Text size="sm">{term.posts}</Text>,
          },
        ],
        actions: canWrite
          ? [
              {
                label: (term) => t(`${kind}.edit_term`, { name: term.name }),
                icon: IconPencil,
                to: (term) => `${screen}/${term.id}${search}`,
              },
              deleteRow.action,
            ]
          : [],
      }}
    >
      {canWrite && creating && <TermDialog key="new" kind={kind} term={null} onClose={close} />}
      {canWrite && editing && <TermDialog key={editing.id} kind={kind} term={editing} onClose={close} />}
      {deleteRow.dialog}
    </AdminListPage>
  );
}
