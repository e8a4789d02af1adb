import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DateText, dateFormats } from '../../src/ui/DateText';

const meta = {
  title: 'UI/DateText',
  component: DateText,
  // 17:30 UTC is already the next day in Vietnam.
  args: { value: '2024-03-05T17:30:00Z' },
  argTypes: { format: { control: 'inline-radio', options: dateFormats } },
} satisfies Meta<typeof DateText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DateOnly: Story = {
  play: async ({ canvas }) => {
    const time = canvas.getByText('06/03/2024');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime', '2024-03-06');
  },
};

export const DateAndTime: Story = {
  args: { format: 'datetime' },
  play: async ({ canvas }) => {
    const time = canvas.getByText('06/03/2024 00:30');
    await expect(time).toHaveAttribute('datetime', '2024-03-06T00:30+07:00');
  },
};

/** A server time without an offset is Vietnam time on every device. */
export const ServerTimeWithoutOffset: Story = {
  args: { value: '2024-12-31T23:45:00', format: 'datetime' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('31/12/2024 23:45')).toHaveAttribute('datetime', '2024-12-31T23:45+07:00');
  },
};

export const FromDateObject: Story = {
  args: { value: new Date(Date.UTC(2024, 1, 29, 3, 0)), format: 'datetime' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('29/02/2024 10:00')).toBeVisible();
  },
};

export const NotADate: Story = {
  args: { value: 'không rõ' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toBeNull();
  },
};
