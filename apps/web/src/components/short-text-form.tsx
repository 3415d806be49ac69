import { Button, Stack, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { z } from 'zod';
import { applyServerErrors, zodValidate } from '../lib/forms';
import { notifyError, notifySuccess } from '../lib/notify';

interface ShortTextFormProps {
  label: string;
  /** Under the label, with what is typed so far (a counter: "12/300 caracteres"). */
  description: (count: number) => string;
  submitLabel: string;
  /** The contract's `{ text }`: a text past its length is kept in the field and refused in words, never cut. */
  schema: z.ZodType<{ text: string }>;
  /** Sends the trimmed text; the reply's message is shown, and a refusal's words land on the field. */
  send: (text: string) => Promise<{ message: string }>;
  initialText?: string;
  /** A note edited in place keeps what was saved; a message sent leaves the field empty for the next. */
  keepAfterSend?: boolean;
  minRows?: number;
  maxRows?: number;
}

/**
 * One text field and its button, for the short texts staff and shoppers send (an order's note, a message, what staff
 * keep in mind about a customer): checked by the API's own schema before it is sent.
 */
export function ShortTextForm({
  label,
  description,
  submitLabel,
  schema,
  send,
  initialText = '',
  keepAfterSend = false,
  minRows = 2,
  maxRows = 8,
}: ShortTextFormProps) {
  const form = useForm({ initialValues: { text: initialText }, validate: zodValidate(schema) });
  const submit = form.onSubmit(async (values) => {
    try {
      const reply = await send(schema.parse(values).text);
      notifySuccess(reply.message);
      if (!keepAfterSend) form.reset();
    } catch (error) {
      applyServerErrors(form, error);
      notifyError(error);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={label}
          description={description(form.values.text.length)}
          autosize
          minRows={minRows}
          maxRows={maxRows}
          {...form.getInputProps('text')}
        />
        <Button type="submit" variant="light" loading={form.submitting} w="fit-content">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
