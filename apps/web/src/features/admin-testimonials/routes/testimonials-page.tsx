import { Badge, Button, Text } from '@mantine/core';
import { type Testimonial, testimonialListQuerySchema } from '@shop/contracts';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminListPage, useDeleteRow } from '../../../components/admin-kit';
import { useCurrentUser, userCan } from '../../../lib/current-user';
import { useListParams } from '../../../lib/use-list-params';
import { useDeleteTestimonial, useTestimonials } from '../api/testimonials';
import { TestimonialDialog } from '../components/testimonial-dialog';
import { TestimonialPhoto } from '../components/testimonial-photo';

/** /admin/testimonials: what customers said, shown on the front in this order while enabled. */
export function Component() {
  const { t } = useTranslation('admin-testimonials');
  const list = useListParams(testimonialListQuerySchema);
  const testimonials = useTestimonials(list[0]);
  const deleteTestimonial = useDeleteTestimonial();
  const [editing, setEditing] = useState<{ testimonial: Testimonial | null } | null>(null);
  const canWrite = userCan(useCurrentUser(), ['read_settings', 'update_settings']);
  const deleteRow = useDeleteRow<Testimonial>({
    label: (testimonial) => t('delete_testimonial', { name: testimonial.author }),
    title: t('delete.title'),
    message: (testimonial) => t('delete.confirm', { name: testimonial.author }),
    done: () => t('notifications.deleted'),
    remove: (testimonial) => deleteTestimonial.mutateAsync(testimonial.id),
  });

  return (
    <AdminListPage
      title={t('title')}
      actions={
        canWrite && (
          <Button leftSection={<IconPlus size={18} />} onClick={() => setEditing({ testimonial: null })}>
            {t('new')}
          </Button>
        )
      }
      list={list}
      result={testimonials}
      search={{ label: t('search'), placeholder: t('search_placeholder') }}
      empty={{ title: t('empty.title'), none: t('empty.none'), filtered: t('empty.filtered') }}
      totalLabel={(count) => t('total', { count })}
      table={{
        caption: t('title'),
        rowKey: (testimonial: Testimonial) => testimonial.id,
        minWidth: 760,
        columns: [
          {
            key: 'photo',
            header: t('columns.photo'),
            render: (testimonial) => <TestimonialPhoto testimonial={testimonial} canWrite={canWrite} />,
          },
          {
            key: 'author',
            header: t('columns.author'),
            sort: 'author',
            render: (testimonial) => (
              <div>
                <Text size="sm" fw={500}>
                  {testimonial.author}
                </Text>
                <Text size="xs" c="dimmed">
                  {testimonial.detail}
                </Text>
              </div>
            ),
          },
          {
            key: 'text',
            header: t('columns.text'),
            render: (testimonial) => (
              <Text size="sm" lineClamp={2} maw={360}>
                {testimonial.text}
              </Text>
            ),
          },
          {
            key: 'position',
            header: t('columns.position'),
            sort: 'position',
            render: (testimonial) => <Text size="sm">{testimonial.position}</Text>,
          },
          {
            key: 'enabled',
            header: t('columns.enabled'),
            render: (testimonial) => (
              <Badge variant="light" color={testimonial.enabled ? 'green' : 'gray'}>
                {t(testimonial.enabled ? 'status.shown' : 'status.hidden')}
              </Badge>
            ),
          },
        ],
        actions: canWrite
          ? [
              {
                label: (testimonial) => t('edit_testimonial', { name: testimonial.author }),
                icon: IconPencil,
                onClick: (testimonial) => setEditing({ testimonial }),
              },
              deleteRow.action,
            ]
          : [],
      }}
    >
      {editing && <TestimonialDialog testimonial={editing.testimonial} onClose={() => setEditing(null)} />}
      {deleteRow.dialog}
    </AdminListPage>
  );
}
