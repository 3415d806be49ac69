import {
  Anchor,
  Grid,
  Group,
  NativeSelect,
  Pagination,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { type BlogTopicsReply, LIST_SEARCH_MAX } from '@shop/contracts';
import { IconRss, IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type LoaderFunctionArgs, useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { PastTheEnd } from '../../../components/past-the-end';
import { QueryError } from '../../../components/query-error';
import { pastTheEnd } from '../../../lib/past-the-end';
import { primeListing } from '../../../lib/prime';
import { searchRefusal } from '../../../lib/search-words';
import {
  blogPostsQuery,
  blogQueryOf,
  blogTopicsQuery,
  useBlogPosts,
  useBlogTopics,
} from '../api/blog-queries';
import { PostCard } from '../components/post-card';

/** The posts of the grid's first row (three columns on a wide screen): their covers are in the first screen. */
const FIRST_ROW = 3;

export const loader = ({ context, request }: LoaderFunctionArgs) =>
  primeListing(context, blogPostsQuery(blogQueryOf(new URL(request.url).searchParams)), [blogTopicsQuery]);

/** /blog: the posts shoppers can read, newest first, by category, keyword and words (SPEC §2). */
export function Component() {
  const { t } = useTranslation('blog');
  const [params, setParams] = useSearchParams();
  const query = blogQueryOf(params);
  const posts = useBlogPosts(query);
  const topics = useBlogTopics();
  const [search, setSearch] = useState(query.search ?? '');
  const [searchError, setSearchError] = useState<string>();
  const filtered = Boolean(query.category || query.keyword || query.search);
  // A blog with nothing published has nothing to search or sort into topics: it only says so.
  const nothingYet = posts.data?.meta.total === 0 && !filtered;

  /** A new filter starts again from the first page. */
  const setFilter = (name: 'category' | 'keyword' | 'search' | 'page', value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    if (name !== 'page') next.delete('page');
    setParams(next);
  };
  /** A category's or keyword's picker: every topic of that kind, or all of them. */
  const topicPicker = (name: 'category' | 'keyword', choices: BlogTopicsReply['categories'] = []) => (
    <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
      <NativeSelect
        label={t(`filters.${name}`)}
        data={[
          { value: '', label: t('filters.all') },
          ...choices.map((topic) => ({ value: topic.slug, label: topic.name })),
        ]}
        value={query[name] ?? ''}
        onChange={(event) => setFilter(name, event.currentTarget.value || null)}
      />
    </Grid.Col>
  );
  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    const refused = searchRefusal(search, LIST_SEARCH_MAX, t);
    setSearchError(refused);
    if (!refused) setFilter('search', search.trim() || null);
  };

  return (
    <Stack gap="lg" maw={1120} mx="auto" w="100%">
      <Group justify="space-between" align="flex-end">
        <div>
          <PageTitle>{t('title')}</PageTitle>
          <Text c="dimmed">{t('subtitle')}</Text>
        </div>
        <Anchor href="/blog/feed.xml" size="sm">
          <Group gap={4}>
            <IconRss size={16} aria-hidden />
            {t('feed')}
          </Group>
        </Anchor>
      </Group>
      {nothingYet ? null : (
        <Paper withBorder p="sm" component="search">
          {/* The search takes a tablet's whole row, and half a laptop's: a third of a tablet's cut its hint "Coffee,
            delivery, savings…" short, where the topics' choices still fit their third of a laptop's row. */}
          <Grid>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <form onSubmit={submitSearch}>
                <TextInput
                  label={t('filters.search')}
                  placeholder={t('filters.search_placeholder')}
                  leftSection={<IconSearch size={16} aria-hidden />}
                  value={search}
                  onChange={(event) => {
                    setSearch(event.currentTarget.value);
                    setSearchError(undefined);
                  }}
                  error={searchError}
                  type="search"
                />
              </form>
            </Grid.Col>
            {/* The phone's own pickers, as the catalogue's: Mantine's Select would bring its popover and
              floating-ui (about 38 kB gzip) to the blog's first load. */}
            {topicPicker('category', topics.data?.categories)}
            {topicPicker('keyword', topics.data?.keywords)}
          </Grid>
        </Paper>
      )}
      {posts.isError && !posts.data ? (
        <QueryError error={posts.error} retryLabel={t('retry')} onRetry={() => posts.refetch()} />
      ) : !posts.data ? (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} aria-busy="true">
          <Skeleton h={320} />
          <Skeleton h={320} />
          <Skeleton h={320} />
        </SimpleGrid>
      ) : pastTheEnd(posts.data.meta) ? (
        <PastTheEnd meta={posts.data.meta} onFirstPage={() => setFilter('page', null)} />
      ) : posts.data.data.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <Text fw={600}>{t('empty.title')}</Text>
          <Text size="sm" c="dimmed">
            {t(filtered ? 'empty.filtered' : 'empty.none')}
          </Text>
        </Paper>
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            {posts.data.data.map((post, index) => (
              <PostCard key={post.id} post={post} eager={index < FIRST_ROW} />
            ))}
          </SimpleGrid>
          {posts.data.meta.last_page > 1 && (
            <Pagination
              total={posts.data.meta.last_page}
              value={posts.data.meta.current_page}
              onChange={(page) => setFilter('page', String(page))}
              getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
              mx="auto"
            />
          )}
        </>
      )}
    </Stack>
  );
}
