import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RequestForm, useRequestForm } from '../../../src/features/finance/RequestForm';
import { TextField } from '../../../src/ui/TextField';

interface ReferenceValues {
  Reference: string;
  Note: string;
}

const empty: ReferenceValues = { Reference: '', Note: '' };

interface DemoProps {
  onSend: (values: ReferenceValues) => Promise<void>;
  serverErrors: readonly string[];
}

/** What the deposit and withdrawal screens do: their own fields inside, the note and the button from the form. */
function RequestFormDemo({ onSend, serverErrors }: DemoProps) {
  const form = useRequestForm<ReferenceValues>(empty);
  const send = () => {
    if (form.isBusy()) return;
    const values = form.values;
    void form.submit(() => onSend(values)).then((sent) => {
      if (sent) form.reset();
    });
  };
  return (
    <RequestForm
      form={form}
      label="Yêu cầu thử"
      validate={() => (form.values.Reference.trim() === '' ? { Reference: 'Vui lòng nhập mã tham chiếu' } : {})}
      onSubmit={send}
      serverErrors={serverErrors}
      submitLabel="Gửi yêu cầu"
    >
      <TextField name="Reference" label="Mã tham chiếu" isRequired value={form.values.Reference} onChange={form.set('Reference')} />
    </RequestForm>
  );
}

const meta = {
  title: 'Features/Finance/RequestForm',
  component: RequestFormDemo,
  args: { onSend: fn<(values: ReferenceValues) => Promise<void>>(() => Promise.resolve()), serverErrors: [] },
} satisfies Meta<typeof RequestFormDemo>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const form = (canvas: Canvas) => within(canvas.getByRole('form', { name: 'Yêu cầu thử' }));
const reference = (canvas: Canvas) => form(canvas).getByRole('textbox', { name: 'Mã tham chiếu' });
const noteField = (canvas: Canvas) => form(canvas).getByRole('textbox', { name: 'Ghi chú' });
const submit = (canvas: Canvas) => form(canvas).getByRole('button', { name: 'Gửi yêu cầu' });

/** The request's own field, then the note across the grid, then the button. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(reference(canvas)).toHaveValue('');
    await expect(noteField(canvas)).toHaveValue('');
    await expect(submit(canvas)).toBeEnabled();
  },
};

/** Nothing is sent while the form's own check fails; the field says why, in Vietnamese. */
export const RequiredFieldMissing: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(submit(canvas));
    await expect(await form(canvas).findByText('Vui lòng nhập mã tham chiếu')).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** A double click sends once, with the note; after it went through the form is empty again. */
export const SentOnceThenEmptied: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(reference(canvas), 'NAP-0001');
    await userEvent.type(noteField(canvas), 'Chuyển từ Vietcombank');
    await userEvent.dblClick(submit(canvas));
    await waitFor(() => expect(args.onSend).toHaveBeenCalledTimes(1));
    await expect(args.onSend).toHaveBeenCalledWith({ Reference: 'NAP-0001', Note: 'Chuyển từ Vietcombank' });
    await waitFor(() => expect(reference(canvas)).toHaveValue(''));
    await expect(noteField(canvas)).toHaveValue('');
  },
};

/** A refused request keeps what was typed, and the server's lines show above the fields. */
export const RefusedKeepsTheValues: Story = {
  args: {
    onSend: fn<(values: ReferenceValues) => Promise<void>>(() => Promise.reject(new Error('refused'))),
    serverErrors: ['Mã tham chiếu đã được dùng cho một yêu cầu khác.'],
  },
  play: async ({ args, canvas }) => {
    await expect(form(canvas).getByText('Mã tham chiếu đã được dùng cho một yêu cầu khác.')).toBeVisible();
    await userEvent.type(reference(canvas), 'NAP-0001');
    await userEvent.click(submit(canvas));
    await waitFor(() => expect(args.onSend).toHaveBeenCalledTimes(1));
    await expect(reference(canvas)).toHaveValue('NAP-0001');
  },
};
