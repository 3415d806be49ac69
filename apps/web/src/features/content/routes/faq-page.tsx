import { Button, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, type LoaderFunctionArgs } from 'react-router';
import { EmptyNotice } from '../../../components/empty-notice';
import { PageTitle } from '../../../components/page-title';
import { QueryError } from '../../../components/query-error';
import { prime } from '../../../lib/prime';
import { faqQuery, useFaqs } from '../api/content-queries';
import { FaqItem } from '../components/faq-item';

export const loader = ({ context }: LoaderFunctionArgs) => prime(context, [faqQuery]);

/** /Frequent-Ask: the frequent questions, grouped by topic; each answer opens under its question. */
export function Component() {
  const { t } = useTranslation('content');
  const faqs = useFaqs();

  return (
    <Stack gap="xl" maw={860}>
      <div>
        <PageTitle>{t('faq.title')}</PageTitle>
        <Text c="dimmed">{t('faq.subtitle')}</Text>
      </div>
      {faqs.isError && !faqs.data ? (
        <QueryError error={faqs.error} retryLabel={t('retry')} onRetry={() => faqs.refetch()} />
      ) : !faqs.data ? (
        <Skeleton height={160} aria-busy="true" />
      ) : faqs.data.topics.length === 0 ? (
        <EmptyNotice
          title={t('faq.empty_title')}
          description={t('faq.empty_text')}
          action={
            <Button component={Link} to="/Contact-Us" variant="light">
              {t('faq.write_to_us')}
            </Button>
          }
        />
      ) : (
        faqs.data.topics.map((topic) => (
          <Stack key={topic.name} component="section" gap="xs" aria-label={topic.name}>
            <Title order={2} fz="h3">
              {topic.name}
            </Title>
            {topic.questions.map((faq) => (
              <FaqItem key={faq.id} question={faq.question} answer={faq.answer} />
            ))}
          </Stack>
        ))
      )}
    </Stack>
  );
}
