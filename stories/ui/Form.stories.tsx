import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../src/ui/Button';
import { Checkbox } from '../../src/ui/Checkbox';
import { Form, type FieldErrors } from '../../src/ui/Form';
import { PasswordField } from '../../src/ui/PasswordField';
import { Select } from '../../src/ui/Select';
import { TextField } from '../../src/ui/TextField';

const meta = {
  title: 'UI/Form',
  component: Form,
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

interface LoginValues {
  UserName: string;
  Password: string;
  RememberMe: boolean;
}

/** The shape of a feature's pure rule (SPEC §5, login): values in, Vietnamese messages out. */
function validateLogin(values: LoginValues): FieldErrors {
  const password = values.Password;
  return {
    UserName: values.UserName.trim() === '' ? 'Tên đăng nhập chưa nhập' : values.UserName.length > 100 ? 'Tên đăng nhập không quá 100 ký tự' : undefined,
    Password:
      password === '' ? 'Mật khẩu chưa nhập' : password.length < 6 || password.length > 100 ? 'Mật khẩu phải trên 6 và không quá 100 ký tự' : undefined,
  };
}

const onLogin = fn();

/** How a screen uses Form: its own state, its own pure rule, errors only after a submit attempt. */
function LoginForm({ onSubmit }: { onSubmit: (values: LoginValues) => void }) {
  const [values, setValues] = useState<LoginValues>({ UserName: '', Password: '', RememberMe: false });
  return (
    <Form aria-label="Đăng nhập" validate={() => validateLogin(values)} onSubmit={() => onSubmit(values)} style={{ maxWidth: 400 }}>
      <TextField
        name="UserName"
        label="Tên đăng nhập"
        autoComplete="username"
        isRequired
        value={values.UserName}
        onChange={(UserName) => setValues({ ...values, UserName })}
      />
      <PasswordField
        name="Password"
        label="Mật khẩu"
        isRequired
        value={values.Password}
        onChange={(Password) => setValues({ ...values, Password })}
      />
      <Checkbox name="RememberMe" isSelected={values.RememberMe} onChange={(RememberMe) => setValues({ ...values, RememberMe })}>
        Ghi nhớ đăng nhập
      </Checkbox>
      <Button type="submit" fullWidth>
        Đăng nhập
      </Button>
    </Form>
  );
}

export const Login: Story = {
  beforeEach: () => {
    onLogin.mockClear();
  },
  render: () => <LoginForm onSubmit={onLogin} />,
  play: async ({ canvas, step }) => {
    const userName = canvas.getByRole('textbox', { name: 'Tên đăng nhập' });
    const password = canvas.getByLabelText('Mật khẩu');
    const submit = canvas.getByRole('button', { name: 'Đăng nhập' });

    await step('nothing is red before the first submit', async () => {
      await userEvent.type(password, '123');
      await userEvent.tab();
      await expect(canvas.queryByText(/Mật khẩu phải/)).not.toBeInTheDocument();
      await userEvent.clear(password);
    });

    await step('an empty submit shows both messages and goes to the first field', async () => {
      await userEvent.click(submit);
      await expect(await canvas.findByText('Tên đăng nhập chưa nhập')).toBeVisible();
      await expect(canvas.getByText('Mật khẩu chưa nhập')).toBeVisible();
      await waitFor(() => expect(userName).toHaveFocus());
      await expect(userName).toHaveAccessibleDescription('Tên đăng nhập chưa nhập');
      await expect(onLogin).not.toHaveBeenCalled();
    });

    await step('Enter submits again; only the password is still wrong, and focus goes there', async () => {
      await userEvent.type(userName, 'nguyenvana');
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(password).toHaveFocus());
      await expect(canvas.queryByText('Tên đăng nhập chưa nhập')).not.toBeInTheDocument();
      await expect(canvas.getByText('Mật khẩu chưa nhập')).toBeVisible();
      await userEvent.type(password, '123{Enter}');
      await expect(await canvas.findByText('Mật khẩu phải trên 6 và không quá 100 ký tự')).toBeVisible();
      await expect(onLogin).not.toHaveBeenCalled();
    });

    await step('a valid form is sent once, with typed values', async () => {
      await userEvent.type(password, '456');
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Ghi nhớ đăng nhập' }));
      await userEvent.click(submit);
      await expect(onLogin).toHaveBeenCalledTimes(1);
      await expect(onLogin).toHaveBeenCalledWith({ UserName: 'nguyenvana', Password: '123456', RememberMe: true });
      await expect(canvas.queryByText(/Mật khẩu phải/)).not.toBeInTheDocument();
    });
  },
};

/** Errors handed in from outside (here at first render, as a screen's "error" state) show at once. */
/**
 * Enter in a later field while an earlier one is empty: focus goes to the earlier field, and the
 * message of the field the user typed in stays too (leaving it fires `change`, which must not clear it).
 */
export const EnterFromLaterField: Story = {
  beforeEach: () => {
    onLogin.mockClear();
  },
  render: () => <LoginForm onSubmit={onLogin} />,
  play: async ({ canvas }) => {
    const userName = canvas.getByRole('textbox', { name: 'Tên đăng nhập' });
    await userEvent.type(canvas.getByLabelText('Mật khẩu'), '123{Enter}');
    await expect(await canvas.findByText('Tên đăng nhập chưa nhập')).toBeVisible();
    await waitFor(() => expect(userName).toHaveFocus());
    await expect(canvas.getByText('Mật khẩu phải trên 6 và không quá 100 ký tự')).toBeVisible();
    await expect(canvas.getByLabelText('Mật khẩu')).toHaveAttribute('aria-invalid', 'true');
    await expect(onLogin).not.toHaveBeenCalled();
  },
};

export const WithErrors: Story = {
  render: () => (
    <Form
      aria-label="Đăng nhập"
      validationErrors={{ UserName: 'Tên đăng nhập chưa nhập', Password: 'Mật khẩu phải trên 6 và không quá 100 ký tự' }}
      style={{ maxWidth: 400 }}
    >
      <TextField name="UserName" label="Tên đăng nhập" autoComplete="username" isRequired />
      <PasswordField name="Password" label="Mật khẩu" isRequired defaultValue="123" />
      <Button type="submit" fullWidth>
        Đăng nhập
      </Button>
    </Form>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Tên đăng nhập' })).toHaveAccessibleDescription('Tên đăng nhập chưa nhập');
    await expect(canvas.getByLabelText('Mật khẩu')).toHaveAccessibleDescription('Mật khẩu phải trên 6 và không quá 100 ký tự');
    // Errors present on arrival do not steal focus.
    await expect(document.body).toHaveFocus();
  },
};

const warehouses = [
  { id: 1, label: 'Kho Hà Nội' },
  { id: 2, label: 'Kho Hồ Chí Minh' },
];
const onRegister = fn();

/** A 400 from the server arrives after the request: its message shows by the field and focus goes there. */
function RegisterForm() {
  const [userName, setUserName] = useState('');
  const [warehouse, setWarehouse] = useState<string | number | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  return (
    <Form
      aria-label="Đăng ký"
      validate={() => ({
        Username: userName === '' ? 'Bạn chưa nhập tên đăng nhập' : undefined,
        WarehouseId: warehouse === null ? 'Bạn chưa chọn kho hàng' : undefined,
      })}
      validationErrors={serverErrors}
      onSubmit={() => {
        onRegister({ Username: userName, WarehouseId: warehouse });
        // A stand-in for the request's answer: a 400 saying the name is taken, mapped to its field.
        setServerErrors({ Username: 'Tên đăng nhập đã có người dùng' });
      }}
      style={{ maxWidth: 400 }}
    >
      <TextField name="Username" label="Tên đăng nhập" autoComplete="username" isRequired value={userName} onChange={setUserName} />
      <Select name="WarehouseId" label="Kho nhận hàng" items={warehouses} isRequired value={warehouse} onChange={setWarehouse} />
      <Button type="submit" fullWidth>
        Đăng ký
      </Button>
    </Form>
  );
}

export const ServerErrors: Story = {
  beforeEach: () => {
    onRegister.mockClear();
  },
  render: () => <RegisterForm />,
  play: async ({ canvas, step }) => {
    const userName = canvas.getByRole('textbox', { name: 'Tên đăng nhập' });
    const warehouse = canvas.getByRole('combobox', { name: 'Kho nhận hàng' });

    await step('the first invalid field may be a Select', async () => {
      await userEvent.type(userName, 'nguyenvana{Enter}');
      await expect(await canvas.findByText('Bạn chưa chọn kho hàng')).toBeVisible();
      await waitFor(() => expect(warehouse).toHaveFocus());
      await userEvent.selectOptions(warehouse, 'Kho Hà Nội');
    });

    await step("the server's message shows under its field and focus goes there", async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Đăng ký' }));
      await expect(onRegister).toHaveBeenCalledTimes(1);
      await expect(onRegister).toHaveBeenCalledWith({ Username: 'nguyenvana', WarehouseId: 1 });
      await expect(await canvas.findByText('Tên đăng nhập đã có người dùng')).toBeVisible();
      await waitFor(() => expect(userName).toHaveFocus());
    });

    await step('changing the field dismisses the message', async () => {
      await userEvent.type(userName, '2');
      await userEvent.tab();
      await expect(canvas.queryByText('Tên đăng nhập đã có người dùng')).not.toBeInTheDocument();
    });
  },
};

/** Tab follows the reading order: fields, then the password toggle, the checkbox, the button. */
export const Keyboard: Story = {
  beforeEach: () => {
    onLogin.mockClear();
  },
  render: () => <LoginForm onSubmit={onLogin} />,
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Tên đăng nhập' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByLabelText('Mật khẩu')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Hiện mật khẩu' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Ghi nhớ đăng nhập' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Đăng nhập' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Tên đăng nhập' })).toHaveFocus());
    await expect(onLogin).not.toHaveBeenCalled();
  },
};
