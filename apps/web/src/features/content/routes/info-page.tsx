import { Anchor, Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { EmptyNotice } from '../../../components/empty-notice';
import { PageTitle } from '../../../components/page-title';
import { QueryError } from '../../../components/query-error';
import { contentIndexQuery, useContentIndex } from '../../../lib/content-index';
import { prime } from '../../../lib/prime';
import { faqQuery, useHasFaqs } from '../api/content-queries';

export const loader = ({ context }: LoaderFunctionArgs) => prime(context, [contentIndexQuery, faqQuery]);

/** /info: the shop's own pages by section, and the way to the frequent questions, or to contact while there are none. */
export function Component() {
  const { t } = useTranslation('content');
  const index = useContentIndex();
  const hasFaqs = useHasFaqs();

  return (
    <Stack gap="xl" maw={960}>
      <div>
        <PageTitle>{t('info.title')}</PageTitle>
        <Text c="dimmed">{t('info.subtitle')}</Text>
      </div>
      {index.isError && !index.data ? (
        <QueryError error={index.error} retryLabel={t('retry')} onRetry={() => index.refetch()} />
      ) : !index.data ? (
        <Skeleton height={120} aria-busy="true" />
      ) : index.data.sections.length === 0 ? (
        <EmptyNotice title={t('info.empty_title')} description={t('info.empty_text')} />
      ) : (
        index.data.sections.map((section) => (
          <Stack
            key={section.name}
            component="section"
            gap="sm"
            aria-label={section.name || t('info.general')}
          >
            <Title order={2} fz="h3">
              {section.name || t('info.general')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              {section.pages.map((page) => (
                <Card key={page.slug} withBorder component={Link} to={`/${page.slug}`}>
                  <Text fw={600}>{page.title}</Text>
                  {page.description ? (
                    <Text size="sm" c="dimmed">
                      {page.description}
                    </Text>
                  ) : null}
                </Card>
              ))}
            </SimpleGrid>
          </Stack>
        ))
      )}
      {hasFaqs === undefined ? null : (
        <Anchor component={Link} to={hasFaqs ? '/Frequent-Ask' : '/Contact-Us'} fw={600}>
          {t(hasFaqs ? 'info.faq_link' : 'info.contact_link')} <IconChevronRight size={14} aria-hidden />
        </Anchor>
      )}
    </Stack>
  );
}
