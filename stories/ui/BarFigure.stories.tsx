import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { BarFigure } from '../../src/ui/Figure';
import { Money } from '../../src/ui/Money';
import * as summaryBar from '../../src/ui/theme/summaryBar.css';

const meta = {
  title: 'UI/BarFigure',
  component: BarFigure,
  args: { styles: summaryBar, label: 'Số dư ví', children: null },
} satisfies Meta<typeof BarFigure>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The figures of the bar under a list to pay for: label above, value below; a balance that would go
 * below zero takes the danger colour from `valueClassName`.
 */
export const PayingBar: Story = {
  render: () => (
    <div className={summaryBar.summary}>
      <dl className={summaryBar.figures}>
        <BarFigure styles={summaryBar} label="Đã chọn">
          <span role="status">2 đơn hàng</span>
        </BarFigure>
        <BarFigure styles={summaryBar} label="Tổng cần trả">
          <Money amount={1_337_500} />
        </BarFigure>
        <BarFigure styles={summaryBar} label="Số dư ví">
          <Money amount={1_000_000} />
        </BarFigure>
        <BarFigure styles={summaryBar} label="Số dư sau khi trả" valueClassName={summaryBar.negative}>
          <Money amount={-337_500} />
        </BarFigure>
      </dl>
    </div>
  ),
  play: async ({ canvas }) => {
    const term = canvas.getByText('Số dư sau khi trả');
    await expect(term.tagName).toBe('DT');
    const value = term.nextElementSibling!;
    await expect(value).toHaveTextContent(/−337\.500/);
    await expect(value).toHaveClass(summaryBar.value, summaryBar.negative);
    await expect(canvas.getByText('Tổng cần trả').nextElementSibling).not.toHaveClass(summaryBar.negative);
    await expect(canvas.getByRole('status')).toHaveTextContent('2 đơn hàng');
  },
};
