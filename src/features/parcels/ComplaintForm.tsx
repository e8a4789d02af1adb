import type { LoadStatus } from '../../ui/ContentState';
import { useEffect, useMemo, useRef, useState } from 'react';
import { CheckboxGroup } from 'react-aria-components';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { cx, Description, FieldError, fieldStyles, Label } from '../../ui/Field';
import { Form, SUBMIT_COOLDOWN_MS, useSubmitOnce } from '../../ui/Form';
import { FormAlert } from '../../ui/FormAlert';
import { Icon } from '../../ui/Icon';
import { safeImageSrc } from '../../ui/Link';
import { formatVnd, Money } from '../../ui/Money';
import { MoneyField } from '../../ui/MoneyField';
import { Select, type SelectOption } from '../../ui/Select';
import { Skeleton } from '../../ui/Skeleton';
import { TextArea } from '../../ui/TextArea';
import { useKeepFocusClear } from '../../ui/theme/useKeepFocusClear';
import { canComplainAbout } from '../shared/complaints';
import { describeOptions } from '../shared/options';
import * as styles from './ComplaintForm.css';
import {
  complaintMessages,
  complaintReasons,
  DESCRIPTION_MAX,
  DESCRIPTION_MIN,
  reasonOf,
  refundCeiling,
  toComplaintRequest,
  validateComplaint,
  type ComplaintRequest,
} from './model';
import { ComplaintOrderPicker, type ComplaintOrderOption } from './ComplaintOrderPicker';
import { PhotoPicker } from './PhotoPicker';

export type { ComplaintOrderOption } from './ComplaintOrderPicker';

/** An item of the chosen order (OrderItem in the app's schemas). */
export interface ComplaintOrderItem {
  Id: number;
  Name: string;
  Image: string;
  /** Size and colour joined by ';'. */
  Options: string;
  /** ¥ per piece. */
  Price: number;
  Quantity: number;
}

/** The chosen order with its items and parcels (GET /api/order/getorderdetails/{id}). */
export interface ComplaintOrderData extends ComplaintOrderOption {
  /** ₫ per ¥ the order was bought at. */
  ExchangeRate: number;
  Items: readonly ComplaintOrderItem[];
  Transports: readonly { Id: number; TransportCode: string }[];
}


export interface ComplaintFormProps {
  /** The orders matching the code typed in the order box (the newest first; a page, never all of them). */
  orders: readonly ComplaintOrderOption[];
  ordersStatus: LoadStatus;
  /** The customer typed in the order box (after a pause): the app looks orders up by that code. */
  onOrderSearch: (code: string) => void;
  /** The details of the chosen order, once the app has them. */
  order?: ComplaintOrderData;
  /** The state of `order` for the chosen order. */
  orderStatus: LoadStatus;
  /** Another order was chosen (null: none): the app loads its details into `order`. */
  onOrderChange: (orderId: number | null) => void;
  onOrderRetry: () => void;
  /** Filed from an order or a parcel: that order is chosen from the start. */
  initialOrderId?: number | null;
  /** Filed from a parcel: that parcel, when it belongs to the order. */
  initialTransportId?: number | null;
  /**
   * Sends the complaint — one request; photos arrive as data URLs. Resolve on success; reject on
   * failure (the lines in `serverErrors`), and the form keeps everything that was entered.
   */
  onSubmit: (request: ComplaintRequest) => Promise<void>;
  /** The lines of a refused complaint (a 400 flattened, SPEC §8), rendered as text. */
  serverErrors?: readonly string[];
  /** A `Huỷ` button, when the form sits in a dialog. */
  onCancel?: () => void;
  /** After `onSubmit` resolved. */
  onSubmitted?: () => void;
  /** The form starts or stops sending (a dialog around it should not close meanwhile). */
  onPendingChange?: (isPending: boolean) => void;
  /** ms of quiet typing before the order box searches. @default 400 */
  debounceMs?: number;
}

interface ComplaintFormState {
  OrderId: number | null;
  OrderItemIds: number[];
  ReasonType: number | null;
  Description: string;
  AmountRequested: number | null;
  TransportId: number | null;
}

const NO_PARCEL = 0;
const noParcels: ComplaintOrderData['Transports'] = [];
const reasonOptions: SelectOption<number>[] = complaintReasons.map((reason) => ({ id: reason.code, label: reason.label }));

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('unreadable')));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

function ItemThumb({ src }: { src: string }) {
  const safeSrc = safeImageSrc(src);
  if (safeSrc === null) return <span className={styles.thumb} aria-hidden="true" />;
  return <img src={safeSrc} alt="" loading="lazy" decoding="async" className={styles.thumb} />;
}

/**
 * A new complaint (addComplain): the order, the items concerned with their value, the reason, a
 * description, an optional refund no higher than the items' value, and up to five photos. Messages
 * show after a submit attempt; one request per intent.
 */
export function ComplaintForm({
  orders,
  ordersStatus,
  onOrderSearch,
  order,
  orderStatus,
  onOrderChange,
  onOrderRetry,
  initialOrderId = null,
  initialTransportId = null,
  onSubmit,
  serverErrors = [],
  onCancel,
  onSubmitted,
  onPendingChange,
  debounceMs = 400,
}: ComplaintFormProps) {
  const [values, setValues] = useState<ComplaintFormState>({
    OrderId: initialOrderId,
    OrderItemIds: [],
    ReasonType: null,
    Description: '',
    AmountRequested: null,
    TransportId: initialTransportId,
  });
  const [files, setFiles] = useState<File[]>([]);
  const [photoError, setPhotoError] = useState<string>();
  const { isPending, submit, isBusy } = useSubmitOnce({ cooldownMs: SUBMIT_COOLDOWN_MS });
  // In its dialog the buttons are held at the sheet's foot: a field focused under them is moved clear.
  const actions = useRef<HTMLDivElement>(null);
  useKeepFocusClear(actions, 'bottom', 8);
  const set = (patch: Partial<ComplaintFormState>) => setValues((current) => ({ ...current, ...patch }));

  const latestPending = useRef(onPendingChange);
  useEffect(() => {
    latestPending.current = onPendingChange;
  });
  useEffect(() => {
    latestPending.current?.(isPending);
  }, [isPending]);

  // Details of another order (the previous choice, still loading) must not be shown or counted.
  const chosen = order !== undefined && order.Id === values.OrderId ? order : undefined;
  const detailsReady = chosen !== undefined && orderStatus === 'ready';
  const ceiling = detailsReady ? refundCeiling(chosen.Items, values.OrderItemIds, chosen.ExchangeRate) : undefined;
  const parcels = detailsReady ? chosen.Transports : noParcels;
  const parcelItems = useMemo(
    () => [{ id: NO_PARCEL, label: 'Không chọn kiện cụ thể' }, ...parcels.map((parcel) => ({ id: parcel.Id, label: parcel.TransportCode }))],
    [parcels],
  );
  const parcelId = parcels.some((parcel) => parcel.Id === values.TransportId) ? values.TransportId : null;
  const reason = values.ReasonType === null ? undefined : reasonOf(values.ReasonType);
  const needsItems = reason?.needsItems ?? true;

  // The chosen order stays listed (a prefilled one may not be among the newest), so its code shows.
  const options = useMemo(() => (chosen && !orders.some((option) => option.Id === chosen.Id) ? [chosen, ...orders] : orders), [chosen, orders]);
  const selectedCode = values.OrderId === null ? '' : (options.find((option) => option.Id === values.OrderId)?.Code ?? '');

  const chooseOrder = (orderId: number | null) => {
    if (orderId === values.OrderId) return;
    set({ OrderId: orderId, OrderItemIds: [], TransportId: null });
    onOrderChange(orderId);
  };

  const validate = () => {
    setPhotoError(undefined);
    // Photos are checked as they are picked; the data URLs are built only for a form otherwise valid.
    const errors = validateComplaint({ ...values, TransportId: parcelId, Photos: [] }, ceiling);
    // A link from an order that cannot be complained about yet: say so before the server does.
    return detailsReady && !canComplainAbout(chosen.State) ? { ...errors, OrderId: complaintMessages.orderNotComplainable } : errors;
  };

  const send = () => {
    if (isBusy()) return;
    void submit(async () => {
      let photos: string[];
      try {
        photos = await Promise.all(files.map(readAsDataUrl));
      } catch (error) {
        setPhotoError(complaintMessages.photoUnreadable);
        throw error;
      }
      const request = toComplaintRequest({ ...values, TransportId: parcelId, Photos: photos });
      const photoProblem = validateComplaint(request, ceiling).Photos;
      if (photoProblem !== undefined) {
        setPhotoError(photoProblem);
        throw new Error(photoProblem);
      }
      await onSubmit(request);
    }).then((sent) => {
      if (sent) onSubmitted?.();
    });
  };

  const amountHint =
    ceiling === undefined
      ? 'Không bắt buộc. Để trống nếu muốn chúng tôi đề xuất mức hoàn.'
      : `Không bắt buộc, tối đa ${formatVnd(ceiling)} (giá trị ${values.OrderItemIds.length > 0 ? 'sản phẩm đã chọn' : 'cả đơn hàng'}).`;

  let items;
  if (values.OrderId === null) {
    items = <p className={styles.placeholder}>Chọn đơn hàng để xem các sản phẩm.</p>;
  } else if (orderStatus === 'error') {
    items = (
      <p className={styles.loadError}>
        <Icon name="error" size="sm" />
        <span>Không tải được sản phẩm của đơn hàng.</span>
        <Button variant="secondary" size="sm" onPress={onOrderRetry}>
          Thử lại
        </Button>
      </p>
    );
  } else if (!detailsReady) {
    items = <Skeleton variant="block" lines={2} height="48px" label="Đang tải sản phẩm…" />;
  } else if (chosen.Items.length === 0) {
    items = <p className={styles.placeholder}>Đơn hàng này không có sản phẩm nào.</p>;
  } else {
    items = (
      <ul className={styles.itemList}>
        {chosen.Items.map((item) => (
          <li key={item.Id} className={styles.itemRow}>
            {/* The group shows the one message; a message under every box would repeat it. */}
            <Checkbox value={String(item.Id)} errorMessage={() => null}>
              <span className={styles.item}>
                <ItemThumb src={item.Image} />
                <span className={styles.itemText}>
                  <span className={styles.itemName}>{item.Name}</span>
                  <span className={styles.muted}>{[describeOptions(item.Options), `SL ${item.Quantity}`].filter(Boolean).join(' · ')}</span>
                  <Money amount={Math.round(item.Price * item.Quantity * chosen.ExchangeRate)} className={styles.itemValue} />
                </span>
              </span>
            </Checkbox>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Form aria-label="Tạo khiếu nại" validate={validate} onSubmit={send}>
      <FormAlert lines={serverErrors} />
      <div className={styles.grid}>
        <ComplaintOrderPicker
          options={options}
          status={ordersStatus}
          selectedId={values.OrderId}
          selectedCode={selectedCode}
          onSelect={chooseOrder}
          onSearch={onOrderSearch}
          debounceMs={debounceMs}
        />
        {parcels.length > 0 ? (
          <Select
            name="TransportId"
            label="Kiện hàng"
            description="Kiện có vấn đề, nếu bạn biết."
            items={parcelItems}
            value={parcelId ?? NO_PARCEL}
            onChange={(id) => set({ TransportId: id === NO_PARCEL ? null : id })}
          />
        ) : null}

        <CheckboxGroup
          name="OrderItemIds"
          value={values.OrderItemIds.map(String)}
          onChange={(keys) => set({ OrderItemIds: keys.map(Number) })}
          isRequired={needsItems}
          className={cx(fieldStyles.field, styles.itemsGroup, styles.full)}
        >
          <Label>Sản phẩm bị khiếu nại</Label>
          <Description>{needsItems ? 'Chọn các sản phẩm có vấn đề.' : 'Không bắt buộc với lý do này.'}</Description>
          {items}
          <FieldError />
        </CheckboxGroup>

        <Select
          name="ReasonType"
          label="Lý do khiếu nại"
          placeholder="Chọn lý do"
          isRequired
          items={reasonOptions}
          value={values.ReasonType}
          onChange={(code) => set({ ReasonType: code })}
        />
        <MoneyField
          name="AmountRequested"
          label="Số tiền yêu cầu hoàn"
          description={amountHint}
          value={values.AmountRequested}
          onChange={(amount) => set({ AmountRequested: amount })}
        />
        <TextArea
          className={styles.full}
          name="Description"
          label="Nội dung khiếu nại"
          description={`Mô tả rõ vấn đề, từ ${DESCRIPTION_MIN} đến ${DESCRIPTION_MAX} ký tự.`}
          isRequired
          rows={4}
          maxLength={DESCRIPTION_MAX}
          value={values.Description}
          onChange={(text) => set({ Description: text })}
        />
        <div className={styles.full}>
          <PhotoPicker onChange={setFiles} errorMessage={photoError} isDisabled={isPending} />
        </div>
      </div>
      <div ref={actions} className={styles.actions}>
        {onCancel ? (
          <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
            Huỷ
          </Button>
        ) : null}
        <Button type="submit" isPending={isPending}>
          Gửi khiếu nại
        </Button>
      </div>
    </Form>
  );
}
