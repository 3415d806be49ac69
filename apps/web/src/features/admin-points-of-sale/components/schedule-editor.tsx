import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { MAX_SCHEDULE_PERIODS, WEEKDAYS } from '@shop/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { capitalize, weekdayName } from '../../../lib/business-hours';
import { useLocale } from '../../../lib/i18n';
import type { PointOfSaleFormValues } from '../lib/form-values';
import { insertionIndex, nextPeriod } from '../lib/schedule';

/** The week's opening periods, day by day: staff add and remove periods; a day without any is closed. */
export function ScheduleEditor({ form }: { form: UseFormReturnType<PointOfSaleFormValues> }) {
  const { t } = useTranslation('admin-points-of-sale');
  const locale = useLocale();
  const schedule = form.values.schedule;
  const full = schedule.length >= MAX_SCHEDULE_PERIODS;

  return (
    <Stack gap="xs">
      {WEEKDAYS.map((weekday) => {
        const day = capitalize(weekdayName(weekday, locale), locale);
        const periods = schedule
          .map((period, index) => ({ period, index }))
          .filter(({ period }) => period.weekday === weekday);
        return (
          <Paper key={weekday} withBorder p="xs" role="group" aria-label={day}>
            <Group align="flex-start" gap="sm" wrap="wrap">
              <Text fw={600} size="sm" w={110} pt={6}>
                {day}
              </Text>
              <Stack gap={6} style={{ flex: 1 }}>
                {periods.length === 0 && (
                  <Text size="sm" c="dimmed" pt={6}>
                    {t('schedule.closed')}
                  </Text>
                )}
                {periods.map(({ index }, n) => (
                  <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
                    <TextInput
                      type="time"
                      aria-label={t('schedule.opens', { day, n: n + 1 })}
                      w={130}
                      {...form.getInputProps(`schedule.${index}.opens`)}
                    />
                    <Text pt={6}>–</Text>
                    <TextInput
                      type="time"
                      aria-label={t('schedule.closes', { day, n: n + 1 })}
                      w={130}
                      {...form.getInputProps(`schedule.${index}.closes`)}
                    />
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      mt={4}
                      aria-label={t('schedule.remove', { day, n: n + 1 })}
                      onClick={() => form.removeListItem('schedule', index)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                ))}
              </Stack>
              <Button
                variant="subtle"
                size="xs"
                mt={2}
                leftSection={<IconPlus size={14} />}
                disabled={full}
                aria-label={t('schedule.add_to', { day })}
                onClick={() =>
                  form.insertListItem(
                    'schedule',
                    nextPeriod(schedule, weekday),
                    insertionIndex(schedule, weekday),
                  )
                }
              >
                {t('schedule.add')}
              </Button>
            </Group>
          </Paper>
        );
      })}
    </Stack>
  );
}
