import { Alert, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { type Beneficiary, MAX_BENEFICIARIES } from '@shop/contracts';
import { IconArrowRight, IconCheck, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageTitle } from '../../../components/page-title';
import { QueryError } from '../../../components/query-error';
import { fullName } from '../../../lib/beneficiary-form-values';
import { notifySuccess } from '../../../lib/notify';
import { useDeleteBeneficiary } from '../api/delete-beneficiary';
import { useBeneficiaries } from '../api/get-beneficiaries';
import { BeneficiaryCard } from '../components/beneficiary-card';
import { BeneficiaryModal } from '../components/beneficiary-modal';
import { safeReturnPath } from '../lib/return-path';

/**
 * /Profile/Beneficiaries: the people who receive the shopper's orders (SPEC), added and edited in a dialog. The
 * checkout links here with `?return=/checkout`; once a beneficiary is added, a button leads back there.
 */
export function Component() {
  const { t } = useTranslation('beneficiaries');
  const [params] = useSearchParams();
  const returnPath = safeReturnPath(params.get('return'));
  const query = useBeneficiaries();
  const deleteBeneficiary = useDeleteBeneficiary();
  const [editing, setEditing] = useState<{ beneficiary: Beneficiary | null } | null>(null);
  const [deleting, setDeleting] = useState<Beneficiary | null>(null);
  const [created, setCreated] = useState<Beneficiary | null>(null);
  const beneficiaries = query.data?.data;
  const full = (beneficiaries?.length ?? 0) >= MAX_BENEFICIARIES;

  return (
    <Stack maw={880} mx="auto" w="100%" gap="lg">
      <Group justify="space-between">
        <PageTitle>{t('title')}</PageTitle>
        {beneficiaries && (
          <Button
            leftSection={<IconPlus size={18} />}
            disabled={full}
            onClick={() => setEditing({ beneficiary: null })}
          >
            {t('new')}
          </Button>
        )}
      </Group>
      {full && <Text c="dimmed">{t('full', { max: MAX_BENEFICIARIES })}</Text>}
      {created && returnPath && (
        <Alert
          color="green"
          icon={<IconCheck size={18} />}
          title={t('return.title', { name: fullName(created) })}
        >
          <Button component={Link} to={returnPath} size="xs" rightSection={<IconArrowRight size={14} />}>
            {t(returnPath.startsWith('/checkout') ? 'return.checkout' : 'return.back')}
          </Button>
        </Alert>
      )}
      {query.isPending && (
        <Stack gap="md">
          <Skeleton h={110} />
          <Skeleton h={110} />
        </Stack>
      )}
      {query.isError && (
        <QueryError error={query.error} retryLabel={t('retry')} onRetry={() => void query.refetch()} />
      )}
      {beneficiaries && beneficiaries.length === 0 && (
        <Paper withBorder p="xl" ta="center">
          <Stack align="center" gap="xs">
            <Text fw={600}>{t('empty.title')}</Text>
            <Text size="sm" c="dimmed">
              {t('empty.text')}
            </Text>
          </Stack>
        </Paper>
      )}
      {beneficiaries?.map((beneficiary) => (
        <BeneficiaryCard
          key={beneficiary.id}
          beneficiary={beneficiary}
          onEdit={(chosen) => setEditing({ beneficiary: chosen })}
          onDelete={setDeleting}
        />
      ))}
      <BeneficiaryModal
        opened={editing !== null}
        beneficiary={editing?.beneficiary ?? null}
        onClose={() => setEditing(null)}
        onCreated={setCreated}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t('delete.title')}
        message={t('delete.confirm', { name: deleting ? fullName(deleting) : '' })}
        onConfirm={() => deleteBeneficiary.mutateAsync(deleting?.id ?? 0)}
        onDone={() => {
          notifySuccess(t('notifications.deleted', { name: deleting ? fullName(deleting) : '' }));
          setDeleting(null);
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
