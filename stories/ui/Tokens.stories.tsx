import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../src/ui/theme';
import { palette } from '../../src/ui/theme/palette';

/** The semantic tokens every component reads. Values resolve through the light theme. */
function TokensPage() {
  const colours = Object.entries(vars.color);
  const spaces = Object.entries(vars.space);
  const sizes = Object.entries(vars.fontSize);
  return (
    <div style={{ display: 'grid', gap: 32, fontFamily: vars.font.body, color: vars.color.text }}>
      <section aria-labelledby="tokens-colour">
        <h2 id="tokens-colour">Màu sắc</h2>
        <ul role="list" style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', gap: 12, padding: 0 }}>
          {colours.map(([name, value]) => (
            <li key={name} style={{ border: `1px solid ${vars.color.border}`, borderRadius: 8, overflow: 'hidden', background: vars.color.surface }}>
              <div style={{ height: 40, background: value }} />
              <div style={{ padding: 8, fontSize: 13 }}>{name}</div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tokens-space">
        <h2 id="tokens-space">Khoảng cách</h2>
        <ul role="list" style={{ display: 'grid', gap: 8, padding: 0 }}>
          {spaces.map(([name, value]) => (
            <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
              <span style={{ width: 48, fontSize: 13 }}>{name}</span>
              <span style={{ display: 'inline-block', height: 12, width: value, background: vars.color.brand }} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="tokens-type">
        <h2 id="tokens-type">Chữ</h2>
        {sizes.map(([name, value]) => (
          <p key={name} style={{ fontSize: value, margin: '4px 0' }}>
            {name}: Đặt hàng Taobao, Tmall, 1688 — Số dư ví: 1.234.567 ₫
          </p>
        ))}
      </section>
      <p style={{ fontSize: 13, color: vars.color.textMuted }}>Bảng màu gốc: {Object.keys(palette).length} màu.</p>
    </div>
  );
}

const meta = {
  title: 'UI/Tokens',
  component: TokensPage,
} satisfies Meta<typeof TokensPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Tokens: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Màu sắc' })).toBeVisible();
    // Vietnamese diacritics render in the self-hosted font, not a fallback.
    const faces = await document.fonts.load("16px 'Be Vietnam Pro'", 'Đặt hàng');
    await expect(faces.length).toBeGreaterThan(0);
  },
};
