import type { LoadStatus } from '../../ui/ContentState';
import { useId, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Avatar } from '../../ui/Avatar';
import { Button } from '../../ui/Button';
import { Card } from '../../ui/Card';
import { ErrorState } from '../../ui/ErrorState';
import { Form, SUBMIT_COOLDOWN_MS, useFormValues, useSubmitOnce } from '../../ui/Form';
import { FormAlert } from '../../ui/FormAlert';
import { PageHeader } from '../../ui/PageHeader';
import { Select, type SelectOption } from '../../ui/Select';
import { Skeleton } from '../../ui/Skeleton';
import { TextArea } from '../../ui/TextArea';
import { EmailField, PhoneField, TextField } from '../../ui/TextField';
import { useToast } from '../../ui/Toast';
import * as styles from './AccountScreens.css';
import { avatarTypes, checkAvatarFile, toUpdateUserInfoRequest, validateUserInfo, valuesAfterSave, type UpdateUserInfoRequest, type UserInfoValues } from './model';

/** GET /api/customer/userinfo (UserInfo in the app's schemas). */
export interface UserInfoData {
  UserName: string;
  Avatar: string | null;
  FullName: string;
  Email: string;
  Phone: string;
  Address: string;
  WarehouseId: number | null;
}

/** A warehouse the customer receives goods at (GET /api/account/getwarehouses). */
export interface WarehouseChoice {
  Id: number;
  Name: string;
}

export interface ProfileScreenProps {
  status: LoadStatus;
  user?: UserInfoData;
  warehouses: readonly WarehouseChoice[];
  onRetry: () => void;
  /**
   * Saves the profile — one request. `Avatar` is present only when a new picture was chosen (a data
   * URL). Resolve on success (the app reloads userinfo, and the header with it); reject with the lines
   * in `serverErrors`.
   */
  onSubmit: (request: UpdateUserInfoRequest) => Promise<void>;
  serverErrors?: readonly string[];
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

function valuesOf(user: UserInfoData): UserInfoValues {
  // Avatar stays empty until a new picture is chosen: the current one is kept by not sending it.
  return { FullName: user.FullName, Email: user.Email, Phone: user.Phone, Address: user.Address, WarehouseId: user.WarehouseId, Avatar: '' };
}

function ProfileForm({ user, warehouses, onSubmit, serverErrors }: Required<Pick<ProfileScreenProps, 'onSubmit' | 'serverErrors' | 'warehouses'>> & { user: UserInfoData }) {
  const { values, setValues, set, field } = useFormValues<UserInfoValues>(() => valuesOf(user));
  const [avatarError, setAvatarError] = useState<string>();
  const hintId = useId();
  const { isPending, submit } = useSubmitOnce({ cooldownMs: SUBMIT_COOLDOWN_MS });
  const toast = useToast();
  const options: SelectOption<number>[] = warehouses.map((warehouse) => ({ id: warehouse.Id, label: warehouse.Name }));
  const preview = values.Avatar !== undefined && values.Avatar !== '' ? values.Avatar : user.Avatar;

  const pick = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    const problem = checkAvatarFile(file);
    setAvatarError(problem);
    if (problem) return;
    readAsDataUrl(file).then(
      (url) => set('Avatar')(url),
      () => setAvatarError('Không đọc được ảnh, vui lòng chọn ảnh khác'),
    );
  };

  const validate = () => {
    const errors = validateUserInfo(values);
    setAvatarError(errors.Avatar);
    return errors;
  };

  const send = () => {
    const request = toUpdateUserInfoRequest(values);
    void submit(() => onSubmit(request)).then((sent) => {
      if (!sent) return;
      toast.success('Đã cập nhật thông tin tài khoản.');
      setValues((current) => valuesAfterSave(current, request));
    });
  };

  return (
    <Form aria-label="Thông tin tài khoản" validate={validate} onSubmit={send}>
      <FormAlert lines={serverErrors} />
      <div className={styles.avatarRow}>
        <Avatar name={values.FullName.trim() || user.UserName} src={preview} size="lg" />
        <div className={styles.avatarText}>
          <p className={styles.userName}>{user.UserName}</p>
          <p className={styles.hint} id={hintId}>
            Ảnh JPG, PNG hoặc WebP, không quá 2 MB.
          </p>
          <div className={styles.avatarButtons}>
            <FileTrigger acceptedFileTypes={[...avatarTypes]} onSelect={pick}>
              <Button variant="secondary" size="sm" aria-describedby={hintId}>
                Chọn ảnh đại diện
              </Button>
            </FileTrigger>
            {values.Avatar ? (
              <Button
                variant="ghost"
                size="sm"
                onPress={() => {
                  set('Avatar')('');
                  setAvatarError(undefined);
                }}
              >
                Bỏ ảnh vừa chọn
              </Button>
            ) : null}
          </div>
          {avatarError ? (
            <p role="alert" className={styles.fieldError}>
              {avatarError}
            </p>
          ) : null}
        </div>
      </div>
      <div className={styles.grid}>
        <TextField {...field('FullName')} label="Họ và tên" autoComplete="name" isRequired />
        <EmailField {...field('Email')} isRequired />
        <PhoneField {...field('Phone')} isRequired />
        <Select
          name="WarehouseId"
          label="Kho nhận hàng"
          placeholder="Chọn kho nhận hàng"
          isRequired
          items={options}
          value={values.WarehouseId}
          onChange={set('WarehouseId')}
        />
        <TextArea {...field('Address')} className={styles.full} label="Địa chỉ" autoComplete="street-address" />
      </div>
      <div className={styles.actions}>
        <Button type="submit" isPending={isPending}>
          Lưu thay đổi
        </Button>
      </div>
    </Form>
  );
}

/** Profile (#/user/user-info): the customer's details, receiving warehouse and avatar. */
export function ProfileScreen({ status, user, warehouses, onRetry, onSubmit, serverErrors = [] }: ProfileScreenProps) {
  return (
    <div className={styles.root}>
      <PageHeader title="Thông tin tài khoản" description="Thông tin liên hệ và kho nhận hàng mặc định của bạn." />
      <Card>
        {status === 'loading' ? (
          <Skeleton variant="block" lines={4} height="56px" label />
        ) : status === 'error' || !user ? (
          <ErrorState onRetry={onRetry} />
        ) : (
          // A new user (another login, a reload after save) starts the form afresh.
          <ProfileForm key={user.UserName} user={user} warehouses={warehouses} onSubmit={onSubmit} serverErrors={serverErrors} />
        )}
      </Card>
    </div>
  );
}
