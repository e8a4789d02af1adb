import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { Form, useSubmitOnce } from '../../ui/Form';
import { FormAlert } from '../../ui/FormAlert';
import { Link } from '../../ui/Link';
import { PasswordField } from '../../ui/PasswordField';
import { AuthLayout, type AuthStatus } from './AuthLayout';
import * as layout from './AuthLayout.css';
import { validateResetPassword, type ResetPasswordRequest } from './model';

export const resetPasswordTexts = {
  done: 'Đổi mật khẩu thành công. Bạn có thể đăng nhập bằng mật khẩu mới.',
} as const;

export interface ResetPasswordScreenProps {
  /** Called once per valid submit. A returned promise keeps the form pending. */
  onSubmit: (values: ResetPasswordRequest) => void | Promise<void>;
  status: AuthStatus;
  /** Lines of a refused reset (an expired link, a 400 flattened), shown in an alert on the form. */
  serverErrors?: readonly string[];
  /** The password was changed: the form gives way to a success message and a way back to login. */
  done: boolean;
  /** e.g. '#/login'. */
  loginHref: string;
}

/**
 * The page a reset link opens: a new password twice, with the register rules (SPEC §5).
 */
export function ResetPasswordScreen({ onSubmit, status, serverErrors = [], done, loginHref }: ResetPasswordScreenProps) {
  const [values, setValues] = useState<ResetPasswordRequest>({ Password: '', ConfirmPassword: '' });
  const { isPending, submit } = useSubmitOnce({ isSubmitting: status === 'submitting', rethrow: true });
  const doneLine = useRef<HTMLParagraphElement>(null);

  // The form and its button are gone once done; focus goes to the one way on instead of the page top.
  // A frame later, so it lands after the browser has dealt with the removed button.
  useEffect(() => {
    if (!done) return;
    const frame = requestAnimationFrame(() => doneLine.current?.querySelector('a')?.focus());
    return () => cancelAnimationFrame(frame);
  }, [done]);

  if (done) {
    return (
      <AuthLayout title="Đặt lại mật khẩu">
        <FormAlert tone="success" lines={[resetPasswordTexts.done]} />
        <p ref={doneLine} className={layout.switchLine}>
          <Link href={loginHref}>Về trang đăng nhập</Link>
        </p>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Đặt lại mật khẩu" intro="Chọn mật khẩu mới cho tài khoản của bạn.">
      <Form
        aria-label="Đặt lại mật khẩu"
        validate={() => validateResetPassword(values)}
        onSubmit={() => void submit(() => onSubmit({ Password: values.Password, ConfirmPassword: values.ConfirmPassword }))}
      >
        <FormAlert lines={serverErrors} />
        <PasswordField
          name="Password"
          label="Mật khẩu mới"
          description="Từ 6 đến 100 ký tự."
          autoComplete="new-password"
          isRequired
          value={values.Password}
          onChange={(Password) => setValues((current) => ({ ...current, Password }))}
        />
        <PasswordField
          name="ConfirmPassword"
          label="Nhập lại mật khẩu"
          autoComplete="new-password"
          isRequired
          value={values.ConfirmPassword}
          onChange={(ConfirmPassword) => setValues((current) => ({ ...current, ConfirmPassword }))}
        />
        <Button type="submit" size="lg" fullWidth isPending={isPending}>
          Đổi mật khẩu
        </Button>
      </Form>
      <p className={layout.switchLine}>
        <Link href={loginHref}>Về trang đăng nhập</Link>
      </p>
    </AuthLayout>
  );
}
