import { lazy, Suspense, useState } from 'react';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Form, useSubmitOnce } from '../../ui/Form';
import { FormAlert } from '../../ui/FormAlert';
import { Link } from '../../ui/Link';
import { PasswordField } from '../../ui/PasswordField';
import { TextField } from '../../ui/TextField';
import { AuthLayout, type AuthStatus } from './AuthLayout';
import * as layout from './AuthLayout.css';
import * as styles from './LoginScreen.css';
import { toLoginRequest, validateLogin, type LoginRequest } from './model';
import { warehousesOf, type WebsiteContacts } from './warehouses';

// The dialog brings react-aria's modal code; only customers who forgot their password download it.
const ForgotPasswordDialog = lazy(() => import('./ForgotPasswordDialog').then((module) => ({ default: module.ForgotPasswordDialog })));
// The warehouse footer (with its skeleton) arrives right after the form: it keeps the first load of
// #/login within budget (docs/decisions.md, size budget).
const WarehouseContacts = lazy(() => import('./WarehouseContacts').then((module) => ({ default: module.WarehouseContacts })));

/** What a valid login form sends: the login payload plus the remember-me choice. */
export interface LoginValues extends LoginRequest {
  remember: boolean;
}

export interface DemoAccount {
  userName: string;
  password: string;
}

export interface LoginScreenProps {
  /** Called once per valid submit, with the trimmed user name. A returned promise keeps the form pending. */
  onSubmit: (values: LoginValues) => void | Promise<void>;
  status: AuthStatus;
  /** Lines of a refused login (a 400 flattened, SPEC §8), shown in an alert on the form. */
  serverErrors?: readonly string[];
  /** Warehouse addresses and phones for the footer (SPEC §2). */
  websiteInfo?: WebsiteContacts;
  /** The website info is still loading: the footer shows a placeholder. */
  warehousesLoading?: boolean;
  /** Sends a reset link to this email; see `ForgotPasswordDialog`. */
  onForgotPassword: (email: string) => Promise<void>;
  /** e.g. '#/register'. */
  registerHref: string;
  /** Demo mode: the account to try the portal with, shown above the form. */
  demoAccount?: DemoAccount;
  /** Demo mode: puts the mock backend back to its seed data. */
  onResetDemo?: () => void;
  /** Why the token in the address could not be used (SPEC §2 entry behaviours). */
  tokenError?: string;
}

function DemoHint({ account, onFill }: { account: DemoAccount; onFill: () => void }) {
  return (
    <section className={styles.demo} aria-label="Tài khoản dùng thử">
      <div>
        <p className={styles.demoTitle}>Tài khoản dùng thử</p>
        <dl className={styles.demoCredentials}>
          <dt className={styles.demoTerm}>Tên đăng nhập</dt>
          <dd className={styles.demoValue}>{account.userName}</dd>
          <dt className={styles.demoTerm}>Mật khẩu</dt>
          <dd className={styles.demoValue}>{account.password}</dd>
        </dl>
      </div>
      <Button variant="secondary" size="sm" onPress={onFill}>
        Điền vào biểu mẫu
      </Button>
    </section>
  );
}

/**
 * The login page (SPEC §2, §5): user name, password, remember-me, forgot password, a link to register
 * and the warehouses' contacts. Errors show only after a submit attempt; an invalid form is not sent.
 */
export function LoginScreen({
  onSubmit,
  status,
  serverErrors = [],
  websiteInfo,
  warehousesLoading = false,
  onForgotPassword,
  registerHref,
  demoAccount,
  onResetDemo,
  tokenError,
}: LoginScreenProps) {
  const [values, setValues] = useState<LoginRequest>({ UserName: '', Password: '' });
  const [remember, setRemember] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  const { isPending, submit } = useSubmitOnce({ isSubmitting: status === 'submitting', rethrow: true });

  const hasContacts = warehousesLoading || warehousesOf(websiteInfo).length > 0;
  const footer =
    hasContacts || onResetDemo ? (
      <>
        <Suspense fallback={null}>
          <WarehouseContacts websiteInfo={websiteInfo} loading={warehousesLoading} />
        </Suspense>
        {onResetDemo ? (
          <div className={styles.footerActions}>
            <Button variant="ghost" size="sm" onPress={onResetDemo}>
              Đặt lại dữ liệu mẫu
            </Button>
          </div>
        ) : null}
      </>
    ) : undefined;

  return (
    <AuthLayout title="Đăng nhập" intro="Chào mừng bạn quay lại! Đăng nhập để đặt hàng và theo dõi đơn." footer={footer}>
      {tokenError ? <FormAlert lines={[tokenError]} /> : null}
      {demoAccount ? (
        <DemoHint account={demoAccount} onFill={() => setValues({ UserName: demoAccount.userName, Password: demoAccount.password })} />
      ) : null}
      <Form
        aria-label="Đăng nhập"
        validate={() => validateLogin(values)}
        onSubmit={() => void submit(() => onSubmit({ ...toLoginRequest(values), remember }))}
      >
        <FormAlert lines={serverErrors} />
        <TextField
          name="UserName"
          label="Tên đăng nhập"
          autoComplete="username"
          isRequired
          value={values.UserName}
          onChange={(UserName) => setValues((current) => ({ ...current, UserName }))}
        />
        <PasswordField
          name="Password"
          label="Mật khẩu"
          autoComplete="current-password"
          isRequired
          value={values.Password}
          onChange={(Password) => setValues((current) => ({ ...current, Password }))}
        />
        <div className={styles.options}>
          <Checkbox name="RememberMe" isSelected={remember} onChange={setRemember}>
            Ghi nhớ đăng nhập
          </Checkbox>
          <Button variant="ghost" size="sm" className={styles.forgotButton} onPress={() => setForgotOpen(true)}>
            Quên mật khẩu?
          </Button>
        </div>
        <Button type="submit" size="lg" fullWidth isPending={isPending}>
          Đăng nhập
        </Button>
      </Form>
      <p className={layout.switchLine}>
        Chưa có tài khoản? <Link href={registerHref}>Đăng ký</Link>
      </p>
      {forgotOpen ? (
        <Suspense fallback={null}>
          <ForgotPasswordDialog isOpen={forgotOpen} onOpenChange={setForgotOpen} onSubmit={onForgotPassword} />
        </Suspense>
      ) : null}
    </AuthLayout>
  );
}
