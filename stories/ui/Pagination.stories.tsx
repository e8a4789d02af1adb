import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from '../../src/ui/Pagination';

/** Owns skip/take as a list screen does, and reports every change to the story's `onChange`. */
function ControlledPagination(args: PaginationProps) {
  const [page, setPage] = useState({ skip: args.skip, take: args.take });
  return (
    <Pagination
      {...args}
      skip={page.skip}
      take={page.take}
      onChange={(next) => {
        args.onChange(next);
        setPage(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { skip: 0, take: 20, total: 135, onChange: fn() },
  render: (args) => <ControlledPagination {...args} />,
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ args, canvas, step }) => {
    const nav = canvas.getByRole('navigation', { name: 'Phân trang' });
    const pages = within(nav);
    await expect(pages.getByRole('status')).toHaveTextContent('Hiển thị 1–20 trên 135');
    await expect(pages.getByRole('button', { name: 'Trang 1' })).toHaveAttribute('aria-current', 'page');
    await expect(pages.getByRole('button', { name: 'Trang trước' })).toBeDisabled();

    await step('next page', async () => {
      await userEvent.click(pages.getByRole('button', { name: 'Trang sau' }));
      await expect(args.onChange).toHaveBeenLastCalledWith({ skip: 20, take: 20 });
      await expect(pages.getByRole('status')).toHaveTextContent('Hiển thị 21–40 trên 135');
      await expect(pages.getByRole('button', { name: 'Trang 2' })).toHaveAttribute('aria-current', 'page');
      await expect(pages.getByRole('button', { name: 'Trang 1' })).not.toHaveAttribute('aria-current');
    });

    await step('a page number, by keyboard', async () => {
      pages.getByRole('button', { name: 'Trang 2' }).focus();
      await userEvent.tab();
      await expect(pages.getByRole('button', { name: 'Trang 3' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onChange).toHaveBeenLastCalledWith({ skip: 40, take: 20 });
      await expect(pages.getByRole('status')).toHaveTextContent('Hiển thị 41–60 trên 135');
    });

    await step('a new page size starts again at the first page', async () => {
      await userEvent.selectOptions(pages.getByRole('combobox', { name: 'Số dòng mỗi trang' }), '50');
      await expect(args.onChange).toHaveBeenLastCalledWith({ skip: 0, take: 50 });
      await expect(pages.getByRole('status')).toHaveTextContent('Hiển thị 1–50 trên 135');
      await expect(pages.getByRole('button', { name: 'Trang 3' })).toBeVisible();
      await expect(pages.queryByRole('button', { name: 'Trang 4' })).toBeNull();
    });
  },
};

export const LastPage: Story = {
  args: { skip: 120 },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Hiển thị 121–135 trên 135');
    await expect(canvas.getByRole('button', { name: 'Trang 7' })).toHaveAttribute('aria-current', 'page');
    const next = canvas.getByRole('button', { name: 'Trang sau' });
    await expect(next).toBeDisabled();
    await userEvent.click(next, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Fifty pages: the first, the last, the current one and its neighbours; ellipses for the rest. */
export const ManyPages: Story = {
  args: { skip: 200, take: 20, total: 1000 },
  play: async ({ args, canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Phân trang' }));
    await expect(nav.getByRole('status')).toHaveTextContent('Hiển thị 201–220 trên 1.000');
    const numbers = nav.getAllByRole('button', { name: /^Trang \d+$/ }).map((button) => button.textContent);
    await expect(numbers).toEqual(['1', '10', '11', '12', '50']);
    await userEvent.click(nav.getByRole('button', { name: 'Trang 50' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ skip: 980, take: 20 });
    await expect(nav.getByRole('status')).toHaveTextContent('Hiển thị 981–1.000 trên 1.000');
  },
};

/**
 * On a phone: previous, 'Trang 2/7', next. The layout follows the width of its container, so the test
 * narrows the container; the 375 px baseline shows the same.
 */
export const Phone: Story = {
  args: { skip: 20 },
  globals: { viewport: { value: 'mobile' } },
  render: (args) => (
    <div style={{ maxWidth: 343 }}>
      <ControlledPagination {...args} />
    </div>
  ),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Trang 2/7')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Trang 3' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Trang sau' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ skip: 40, take: 20 });
    await expect(canvas.getByText('Trang 3/7')).toBeVisible();
  },
};

export const NothingToPage: Story = {
  args: { total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};
