import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { createDialogController, DialogsProvider, useDialogs, type Dialogs } from '../../src/ui/Dialogs';

/**
 * Every story here opens overlays only through a play, so none has a screenshot baseline: the open
 * states are covered by the AlertDialog and ConfirmDialog stories.
 */
const meta = {
  title: 'UI/Dialogs',
  component: DialogsProvider,
  parameters: { visual: false },
} satisfies Meta<typeof DialogsProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const alertDialogs = () => screen.queryAllByRole('alertdialog');

/** Two alerts asked for at once: the second waits until the first is dismissed; never two modals. */
export const QueuedAlerts: Story = {
  render: function TwoAlerts() {
    const { alert } = useDialogs();
    const [done, setDone] = useState(0);
    return (
      <>
        <Button
          onPress={() => {
            void alert('Tên đăng nhập đã tồn tại').then(() => setDone((n) => n + 1));
            void alert('Email đã được sử dụng').then(() => setDone((n) => n + 1));
          }}
        >
          Đăng ký
        </Button>
        <p role="status">{`Đã đóng ${done} thông báo`}</p>
      </>
    );
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Đăng ký' });
    await userEvent.click(trigger);

    const first = await screen.findByRole('alertdialog', { name: 'Thông báo' });
    await expect(first).toHaveTextContent('Tên đăng nhập đã tồn tại');
    await expect(alertDialogs()).toHaveLength(1);
    await userEvent.click(within(first).getByRole('button', { name: 'Đóng' }));

    await waitFor(() => expect(screen.getByRole('alertdialog', { name: 'Thông báo' })).toHaveTextContent('Email đã được sử dụng'));
    await expect(alertDialogs()).toHaveLength(1);
    await expect(canvas.getByRole('status')).toHaveTextContent('Đã đóng 1 thông báo');
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(alertDialogs()).toHaveLength(0));
    await expect(canvas.getByRole('status')).toHaveTextContent('Đã đóng 2 thông báo');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** `await confirm(text)` resolves true for `Đồng ý`, false for `Huỷ` or Escape. */
export const AwaitConfirm: Story = {
  render: function Confirmer() {
    const { confirm } = useDialogs();
    const [answer, setAnswer] = useState<boolean | null>(null);
    return (
      <>
        <Button
          onPress={async () => {
            setAnswer(await confirm('Bạn có chắc muốn đặt cọc 2 đơn hàng?', { confirmLabel: 'Đặt cọc' }));
          }}
        >
          Đặt cọc các đơn đã chọn
        </Button>
        <p role="status">{answer === null ? 'Chưa trả lời' : `confirm() trả về ${String(answer)}`}</p>
      </>
    );
  },
  play: async ({ canvas, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Đặt cọc các đơn đã chọn' });
    const result = canvas.getByRole('status');
    const ask = async () => {
      await userEvent.click(trigger);
      return screen.findByRole('alertdialog', { name: 'Xác thực' });
    };
    const closed = () => waitFor(() => expect(alertDialogs()).toHaveLength(0));

    await step('Đặt cọc (the confirm button) resolves true', async () => {
      const dialog = await ask();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Đặt cọc' }));
      await expect(await canvas.findByText('confirm() trả về true')).toBe(result);
      await closed();
    });
    await step('Huỷ resolves false', async () => {
      const dialog = await ask();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Huỷ' }));
      await expect(await canvas.findByText('confirm() trả về false')).toBe(result);
      await closed();
    });
    await step('Escape resolves false', async () => {
      const dialog = await ask();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Đặt cọc' }));
      await canvas.findByText('confirm() trả về true');
      await closed();
      await ask();
      await userEvent.keyboard('{Escape}');
      await canvas.findByText('confirm() trả về false');
      await closed();
    });
  },
};

/**
 * Code outside React (the API client) holds the controller the app passed to the provider. Three
 * requests fail with 401 at once; the customer still sees one modal at a time.
 */
function failThreeRequests(dialogs: Dialogs) {
  return Promise.all([1, 2, 3].map((n) => dialogs.alert(`Yêu cầu ${n}: Thông tin tài khoản của bạn cần truy cập lại.`, { tone: 'danger' })));
}

export const ControllerOutsideReact: Story = {
  render: function WithController() {
    const [controller] = useState(createDialogController);
    const [status, setStatus] = useState('Chưa gửi');
    return (
      <DialogsProvider controller={controller}>
        <Button
          onPress={async () => {
            setStatus('Đang chờ');
            await failThreeRequests(controller);
            setStatus('Đã xử lý xong');
          }}
        >
          Gửi 3 yêu cầu
        </Button>
        <p role="status">{status}</p>
      </DialogsProvider>
    );
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Gửi 3 yêu cầu' });
    await userEvent.click(trigger);
    for (const n of [1, 2, 3]) {
      await waitFor(() => expect(screen.getByRole('alertdialog', { name: 'Thông báo' })).toHaveTextContent(`Yêu cầu ${n}:`));
      await expect(alertDialogs()).toHaveLength(1);
      await userEvent.click(screen.getByRole('button', { name: 'Đóng' }));
    }
    await waitFor(() => expect(alertDialogs()).toHaveLength(0));
    await expect(canvas.getByRole('status')).toHaveTextContent('Đã xử lý xong');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * The host's chunk cannot be fetched (the network died on a first visit): the browser's own alert and
 * confirm ask instead, so SPEC §8's alert after a network failure is still seen (issue 15). The next
 * request fetches the host again, and once it is here the portal's own dialog shows.
 */
function AskWithoutHost() {
  const { alert, confirm } = useDialogs();
  const [status, setStatus] = useState('Chưa gửi');
  return (
    <>
      <Button
        onPress={async () => {
          await alert('Thông tin tài khoản của bạn cần truy cập lại.');
          setStatus('Đã đóng thông báo');
        }}
      >
        Gửi yêu cầu
      </Button>
      <Button onPress={async () => setStatus(`confirm() trả về ${String(await confirm('Bạn có chắc muốn xoá sản phẩm này?'))}`)}>Xoá sản phẩm</Button>
      <p role="status">{status}</p>
    </>
  );
}

export const HostUnavailable: Story = {
  render: function FailingHost() {
    const [fetches] = useState(() => ({ count: 0 }));
    // The first two fetches fail as on a dead network; the third finds the host.
    const loadHost = () => (++fetches.count <= 2 ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : import('../../src/ui/Dialogs/DialogHost'));
    return (
      <DialogsProvider loadHost={loadHost}>
        <AskWithoutHost />
      </DialogsProvider>
    );
  },
  beforeEach: () => {
    const alerted = spyOn(window, 'alert').mockImplementation(() => undefined);
    const confirmed = spyOn(window, 'confirm').mockImplementation(() => false);
    return () => {
      alerted.mockRestore();
      confirmed.mockRestore();
    };
  },
  play: async ({ canvas, step }) => {
    const status = canvas.getByRole('status');
    await step('the alert is the browser’s, with the same text, and resolves once it is dismissed', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Gửi yêu cầu' }));
      await waitFor(() => expect(status).toHaveTextContent('Đã đóng thông báo'));
      await expect(window.alert).toHaveBeenCalledWith('Thông tin tài khoản của bạn cần truy cập lại.');
      await expect(alertDialogs()).toHaveLength(0);
    });
    await step('a confirmation is the browser’s too, and its answer is returned', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Xoá sản phẩm' }));
      await waitFor(() => expect(status).toHaveTextContent('confirm() trả về false'));
      await expect(window.confirm).toHaveBeenCalledWith('Bạn có chắc muốn xoá sản phẩm này?');
    });
    await step('the next request fetches the host again and shows the portal’s dialog', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Gửi yêu cầu' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Thông báo' });
      await expect(dialog).toHaveTextContent('Thông tin tài khoản của bạn cần truy cập lại.');
      await expect(window.alert).toHaveBeenCalledTimes(1);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Đóng' }));
      await waitFor(() => expect(alertDialogs()).toHaveLength(0));
    });
  },
};
