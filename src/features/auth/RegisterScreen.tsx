import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Form, useFormValues, useSubmitOnce } from '../../ui/Form';
import { FormAlert } from '../../ui/FormAlert';
import { Link } from '../../ui/Link';
import { PasswordField } from '../../ui/PasswordField';
import { Select, type SelectOption } from '../../ui/Select';
import { EmailField, PhoneField, TextField } from '../../ui/TextField';
import { AuthLayout, type AuthStatus } from './AuthLayout';
import * as layout from './AuthLayout.css';
import { emptyRegisterForm, toRegisterRequest, validateRegisterForm, type RegisterFormValues, type RegisterRequest } from './model';
import * as styles from './RegisterScreen.css';

/** A warehouse the customer can receive goods at (GET /api/account/getwarehouses). */
export interface WarehouseChoice {
  Id: number;
  Name: string;
}

export interface RegisterScreenProps {
  /** Called once per valid submit with the trimmed payload (the terms box is not sent). */
  onSubmit: (values: RegisterRequest) => void | Promise<void>;
  status: AuthStatus;
  /** Lines of a refused registration (a 400 flattened, SPEC §8), shown in an alert on the form. */
  serverErrors?: readonly string[];
  warehouses: readonly WarehouseChoice[];
  /** The warehouse list is on its way: the dropdown waits, disabled. */
  warehousesLoading?: boolean;
  /** e.g. '#/login'. */
  loginHref: string;
}

/**
 * The register page (SPEC §2, §5): account, contact and receiving warehouse, and the terms. Errors show
 * only after a submit attempt; an invalid form is not sent.
 */
export function RegisterScreen({ onSubmit, status, serverErrors = [], warehouses, warehousesLoading = false, loginHref }: RegisterScreenProps) {
  const { values, set, field } = useFormValues<RegisterFormValues>(emptyRegisterForm);
  const { isPending, submit } = useSubmitOnce({ isSubmitting: status === 'submitting', rethrow: true });

  const options: SelectOption<number>[] = warehouses.map((warehouse) => ({ id: warehouse.Id, label: warehouse.Name }));
  const noWarehouses = !warehousesLoading && options.length === 0;

  return (
    <AuthLayout title="Đăng ký tài khoản" intro="Tạo tài khoản để đặt hàng Taobao, Tmall, 1688 và theo dõi đơn về Việt Nam." wide>
      <Form
        aria-label="Đăng ký tài khoản"
        validate={() => validateRegisterForm(values)}
        onSubmit={() => void submit(() => onSubmit(toRegisterRequest(values)))}
      >
        <FormAlert lines={serverErrors} />
        <div className={styles.grid}>
          <TextField {...field('Username')} className={styles.half} label="Tên đăng nhập" autoComplete="username" isRequired />
          <EmailField {...field('Email')} className={styles.half} isRequired />
          <PasswordField
            {...field('Password')}
            className={styles.half}
            label="Mật khẩu"
            description="Từ 6 đến 100 ký tự."
            autoComplete="new-password"
            isRequired
          />
          <PasswordField {...field('ConfirmPassword')} className={styles.half} label="Nhập lại mật khẩu" autoComplete="new-password" isRequired />
          <PhoneField {...field('Phone')} className={styles.third} isRequired />
          <Select
            className={styles.twoThirds}
            name="WarehouseId"
            label="Kho nhận hàng"
            placeholder={warehousesLoading ? 'Đang tải danh sách kho…' : 'Chọn kho nhận hàng'}
            description={noWarehouses ? 'Chưa tải được danh sách kho. Vui lòng tải lại trang.' : undefined}
            isRequired
            isDisabled={warehousesLoading || noWarehouses}
            items={options}
            value={values.WarehouseId ?? null}
            onChange={set('WarehouseId')}
          />
          <Checkbox className={styles.full} name="AcceptTerms" isRequired isSelected={values.AcceptTerms} onChange={set('AcceptTerms')}>
            Tôi đồng ý với điều khoản sử dụng
          </Checkbox>
        </div>
        <Button type="submit" size="lg" fullWidth isPending={isPending}>
          Đăng ký
        </Button>
      </Form>
      <p className={layout.switchLine}>
        Đã có tài khoản? <Link href={loginHref}>Đăng nhập</Link>
      </p>
    </AuthLayout>
  );
}
