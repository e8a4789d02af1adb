/**
 * What OrderByLinkDialog's stories share that is not a story: the products they order, the button that
 * opens the dialog, the dialog's locators and checks, and the longer play functions (each named beside its
 * story). Not a story file: Storybook only collects *.stories.tsx.
 */
import type { StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import type { CreateOrderRequest, CreateOrderValues } from '../../../src/features/cart/model';
import { OrderByLinkDialog, type OrderByLinkDialogProps } from '../../../src/features/cart/OrderByLinkDialog';
import { productLink, products, type ImageKey } from '../../../src/mocks/fixtures/products';
import { Button } from '../../../src/ui/Button';
import { orderLine } from './cart.data';

type Play = NonNullable<StoryObj<typeof OrderByLinkDialog>['play']>;
type Canvas = Parameters<Play>[0]['canvas'];
type Scope = Canvas;

export const [dress, tShirt] = products;
export const earbuds = products.find((product) => product.seller.Source === '1688')!;
export const jacket = products.find((product) => product.seller.Source === 'tmall')!;
/** A picture address as a customer copies it from the shop page (the fixtures' own pictures are local). */
export const imageHref = (key: ImageKey) => `https://img.alicdn.com/imgextra/i4/2206/${key}.jpg`;

/** Two products of the same Taobao shop, ready to send. */
export const sameShop: CreateOrderValues = {
  Lines: [
    orderLine(),
    orderLine({ Link: productLink(tShirt), Name: tShirt.Name, Size: tShirt.sizes[2], Color: tShirt.colours[1], Quantity: 3, Price: tShirt.Price }),
  ],
  Note: '',
};

/** Opened by a button, as the cart screen does, so focus has somewhere to return to. */
export function WithTrigger(args: OrderByLinkDialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Tạo đơn bằng link
      </Button>
      <OrderByLinkDialog
        {...args}
        isOpen={isOpen}
        onOpenChange={(open) => {
          args.onOpenChange(open);
          setOpen(open);
        }}
      />
    </>
  );
}

export const open = async (canvas: Canvas) => {
  await userEvent.click(canvas.getByRole('button', { name: 'Tạo đơn bằng link' }));
  const dialog = await screen.findByRole('dialog', { name: 'Tạo đơn bằng link' });
  // The sheet fades in; wait for it rather than for a fixed time.
  await waitFor(() => expect(dialog).toBeVisible());
  return { dialog, scope: within(dialog) };
};

export const group = (scope: Scope, position: number) => within(scope.getByRole('group', { name: `Sản phẩm ${String(position)}` }));
export const submitButton = (scope: Scope) => scope.getByRole('button', { name: 'Tạo đơn' });

/** Pastes into a field, as a customer copies a link or a Chinese title from the shop page. */
export const paste = async (field: HTMLElement, text: string) => {
  await userEvent.click(field);
  await userEvent.paste(text);
};

/** The dialog's content fits its width: nothing is cut off or pushes the sheet to scroll sideways. */
export const fitsWidth = async (dialog: HTMLElement) => {
  const box = dialog.getBoundingClientRect();
  await expect(box.right).toBeLessThanOrEqual(window.innerWidth + 0.5);
  for (const scroller of [dialog, ...dialog.querySelectorAll<HTMLElement>('[role="group"]')]) {
    await expect(scroller.scrollWidth).toBeLessThanOrEqual(scroller.clientWidth + 1);
  }
  // A long link scrolls inside its own box, as inputs do; the box itself stays inside the sheet.
  for (const element of dialog.querySelectorAll<HTMLElement>('input, textarea, button, p')) {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0) continue;
    await expect(rect.left).toBeGreaterThanOrEqual(box.left - 0.5);
    await expect(rect.right).toBeLessThanOrEqual(box.right + 0.5);
  }
};

/** Keyboard's play: opened with Enter, every field in reading order by Tab, sent with Enter, closed with Escape. */
export const keyboardOnly: Play = async ({ args, canvas }) => {
  const trigger = canvas.getByRole('button', { name: 'Tạo đơn bằng link' });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Tạo đơn bằng link' });
  const scope = within(dialog);
  const first = group(scope, 1);
  const field = (name: string) => first.getByRole('textbox', { name });

  await waitFor(() => expect(field('Link sản phẩm')).toHaveFocus());
  await userEvent.paste(productLink(earbuds));
  await userEvent.tab();
  await expect(field('Tên sản phẩm')).toHaveFocus();
  await userEvent.paste('Tai nghe bluetooth');
  await userEvent.tab();
  await expect(field('Kích cỡ')).toHaveFocus();
  await userEvent.tab();
  await expect(field('Màu sắc')).toHaveFocus();
  await userEvent.paste('Trắng');
  await userEvent.tab();
  await expect(field('Số lượng')).toHaveFocus();
  await userEvent.keyboard('{ArrowUp}{ArrowUp}');
  await expect(field('Số lượng')).toHaveValue('3');
  await userEvent.tab();
  await expect(field('Đơn giá (¥)')).toHaveFocus();
  await userEvent.keyboard('36,8');
  await userEvent.tab();
  await expect(field('Link ảnh (không bắt buộc)')).toHaveFocus();
  await userEvent.tab();
  await expect(field('Ghi chú sản phẩm')).toHaveFocus();
  await userEvent.tab();
  await expect(scope.getByRole('button', { name: 'Thêm sản phẩm' })).toHaveFocus();
  await userEvent.tab();
  await expect(scope.getByRole('textbox', { name: 'Ghi chú đơn hàng' })).toHaveFocus();
  await userEvent.tab();
  await expect(scope.getByRole('button', { name: 'Huỷ' })).toHaveFocus();
  await userEvent.tab();
  await expect(submitButton(scope)).toHaveFocus();

  // Enter in a field sends the form.
  await userEvent.tab({ shift: true });
  await userEvent.tab({ shift: true });
  await userEvent.tab({ shift: true });
  await userEvent.tab({ shift: true });
  await expect(field('Ghi chú sản phẩm')).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  await expect(args.onSubmit).toHaveBeenCalledWith({
    Lines: [
      {
        Link: productLink(earbuds),
        ProductId: earbuds.ProductId,
        Source: '1688',
        Name: 'Tai nghe bluetooth',
        Size: '',
        Color: 'Trắng',
        Options: ';Trắng',
        Quantity: 3,
        Price: 36.8,
        Note: '',
      },
    ],
    Note: '',
  } satisfies CreateOrderRequest);
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(trigger).toHaveFocus());

  // Escape closes without sending, and focus goes back to the button.
  await userEvent.keyboard('{Enter}');
  await screen.findByRole('dialog', { name: 'Tạo đơn bằng link' });
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(trigger).toHaveFocus());
  await expect(args.onSubmit).toHaveBeenCalledTimes(1);
};
