import { useId, useState } from 'react';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { Form, SUBMIT_COOLDOWN_MS, useFormValues, useSubmitOnce } from '../../ui/Form';
import { FormAlert } from '../../ui/FormAlert';
import { PageHeader } from '../../ui/PageHeader';
import { PasswordField } from '../../ui/PasswordField';
import { useToast } from '../../ui/Toast';
import * as styles from './AccountScreens.css';
import { validateChangePassword, type ChangePasswordRequest } from './model';

export interface ChangePasswordScreenProps {
  /** Changes the password — one request. Resolve on success; reject with the lines in `serverErrors`. */
  onSubmit: (request: ChangePasswordRequest) => Promise<void>;
  serverErrors?: readonly string[];
  /** The signed-in account's name: a password manager saves the new password against it. */
  userName?: string;
}

const empty: ChangePasswordRequest = { OldPassword: '', NewPassword: '', ConfirmPassword: '' };

/** Change password (#/user/change-password). Passwords are sent as typed, never trimmed. */
export function ChangePasswordScreen({ onSubmit, serverErrors = [], userName = '' }: ChangePasswordScreenProps) {
  const { values, setValues, field } = useFormValues<ChangePasswordRequest>(empty);
  const [formKey, setFormKey] = useState(0);
  const { isPending, submit } = useSubmitOnce({ cooldownMs: SUBMIT_COOLDOWN_MS });
  const toast = useToast();
  const accountFieldId = useId();

  // Read from the submitted form itself: an Enter pressed right after the last key must see that key.
  const fromForm = (form: Record<string, string>): ChangePasswordRequest => ({
    OldPassword: form.OldPassword ?? values.OldPassword,
    NewPassword: form.NewPassword ?? values.NewPassword,
    ConfirmPassword: form.ConfirmPassword ?? values.ConfirmPassword,
  });

  const send = (form: Record<string, string>) => {
    const request = fromForm(form);
    void submit(() => onSubmit(request)).then((sent) => {
      if (!sent) return;
      toast.success('Đổi mật khẩu thành công.');
      setValues(empty);
      setFormKey((key) => key + 1);
    });
  };

  return (
    <div className={`${styles.root} ${styles.narrow}`}>
      <PageHeader title="Đổi mật khẩu" description="Mật khẩu mới từ 6 đến 100 ký tự và khác mật khẩu hiện tại." />
      <Card>
        <Form key={formKey} aria-label="Đổi mật khẩu" validate={(form) => validateChangePassword(fromForm(form))} onSubmit={send}>
          <FormAlert lines={serverErrors} />
          {/* A password form without its account makes a password manager guess whose new password this is
              (Chrome says so in the console); hidden, as Chromium's password-form guide advises, and unnamed,
              so it is not sent. The id is what autofill tells fields apart by (Chrome's Issues panel asks). */}
          {userName ? <input id={accountFieldId} type="text" autoComplete="username" value={userName} readOnly hidden /> : null}
          <div className={styles.stack}>
            <PasswordField {...field('OldPassword')} label="Mật khẩu hiện tại" isRequired />
            <PasswordField {...field('NewPassword')} label="Mật khẩu mới" description="Từ 6 đến 100 ký tự." autoComplete="new-password" isRequired />
            <PasswordField {...field('ConfirmPassword')} label="Nhập lại mật khẩu mới" autoComplete="new-password" isRequired />
          </div>
          <div className={styles.actions}>
            <Button type="submit" isPending={isPending}>
              Đổi mật khẩu
            </Button>
          </div>
        </Form>
      </Card>
    </div>
  );
}
