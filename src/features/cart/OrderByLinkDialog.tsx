import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/Button';
import { Dialog } from '../../ui/Dialog';
import { Form, useSubmitOnce } from '../../ui/Form';
import { FormAlert } from '../../ui/FormAlert';
import { Icon } from '../../ui/Icon';
import { Money, formatVnd } from '../../ui/Money';
import { TextArea } from '../../ui/TextArea';
import {
  emptyOrderLine,
  fromCreateOrderDraft,
  fromOrderLineDraft,
  NOTE_MAX,
  ORDER_LINES_MAX,
  orderDraftTotals,
  toCreateOrderRequest,
  toOrderLineDraft,
  validateCreateOrderDraft,
  type CreateOrderErrors,
  type CreateOrderRequest,
  type CreateOrderValues,
  type OrderLineDraft,
} from './model';
import * as styles from './OrderByLinkDialog.css';
import { lineFieldName, OrderLineFields } from './OrderLineFields';

export const orderByLinkTexts = {
  title: 'Tạo đơn bằng link',
  intro:
    'Dùng khi không cài được tiện ích (ví dụ trên điện thoại): dán link sản phẩm Taobao, Tmall hoặc 1688 và điền thông tin như trên trang shop. Một đơn có thể gồm nhiều sản phẩm của cùng một shop.',
  add: 'Thêm sản phẩm',
  submit: 'Tạo đơn',
  cancel: 'Huỷ',
  linesMax: `Mỗi đơn tối đa ${String(ORDER_LINES_MAX)} sản phẩm.`,
  failed: 'Chưa tạo được đơn hàng. Vui lòng thử lại sau ít phút.',
  afterSubmit: 'Đơn mới sẽ ở mục Đơn hàng chờ đặt cọc.',
  feesLater: 'Chưa gồm phí mua hàng và phí vận chuyển.',
} as const;

export interface OrderByLinkDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** ₫ per ¥ (CurrentRate), for the ₫ equivalent of each line and of the total; hidden unless above 0. */
  rate: number;
  /**
   * Creates the order (POST /api/order/createorder) — one request per intent. Resolve when the server
   * accepted it: the dialog closes (the caller shows the success toast and revalidates). Reject to keep
   * it open with every value as typed; a rejection carrying `lines: string[]` (the app's
   * IntentFailedError does, and after an unclear outcome they begin `Chưa rõ kết quả`) shows those lines,
   * any other a generic message.
   */
  onSubmit: (request: CreateOrderRequest) => Promise<void>;
  /** What a fresh form holds each time the dialog opens. @default one empty line, no note */
  initialValues?: CreateOrderValues;
}

interface KeyedLine {
  key: number;
  line: OrderLineDraft;
}

interface DraftState {
  lines: KeyedLine[];
  note: string;
  /** The key the next added line gets; keys are never reused, so field names stay unique. */
  nextKey: number;
}

function freshDraft(initial: CreateOrderValues | undefined): DraftState {
  const lines = (initial && initial.Lines.length > 0 ? initial.Lines : [emptyOrderLine]).slice(0, ORDER_LINES_MAX);
  return { lines: lines.map((line, key) => ({ key, line: toOrderLineDraft(line) })), note: initial?.Note ?? '', nextKey: lines.length };
}

/**
 * What the dialog says about a failed request: the lines the rejection carries (an IntentFailedError's:
 * a refusal's reasons — the status' own text when the server gave none — or the `Chưa rõ kết quả`
 * sentence after an unclear outcome), else a generic text. The app always rejects with lines.
 */
function failureLines(error: unknown): string[] {
  if (typeof error === 'object' && error !== null && 'lines' in error && Array.isArray(error.lines)) {
    const lines = error.lines.filter((line): line is string => typeof line === 'string' && line.trim() !== '');
    if (lines.length > 0) return lines;
  }
  return [orderByLinkTexts.failed];
}

/** The model's errors by form field name; a list-level message keeps the form from being sent too. */
function formErrors(errors: CreateOrderErrors, keys: readonly number[]): Record<string, string> {
  const result: Record<string, string> = {};
  if (errors.Lines !== undefined) result.Lines = errors.Lines;
  if (errors.Note !== undefined) result.Note = errors.Note;
  errors.LineErrors?.forEach((line, index) => {
    const key = keys[index];
    if (key === undefined) return;
    for (const [field, message] of Object.entries(line)) {
      // Product id, source and options are derived from the link and the options; the form has no
      // field of their own (and derives them so they always agree).
      const shownAt = field === 'ProductId' || field === 'Source' ? 'Link' : field === 'Options' ? 'Size' : field;
      if (typeof message === 'string') result[lineFieldName(key, shownAt)] ??= message;
    }
  });
  return result;
}

/**
 * Ordering without the browser extension (issue #5): product links of Taobao, Tmall or 1688 with name,
 * size, colour, quantity, unit price ¥, optional image and note; several lines per order. Errors show
 * after a submit attempt; one request per intent; the dialog opens fresh every time.
 */
export function OrderByLinkDialog({ isOpen, onOpenChange, rate, onSubmit, initialValues }: OrderByLinkDialogProps) {
  const [draft, setDraft] = useState<DraftState>(() => freshDraft(initialValues));
  const [failure, setFailure] = useState<string[]>([]);
  const [formKey, setFormKey] = useState(0);
  // The line whose first field takes focus once an add or a remove has rendered.
  const focusLine = useRef<number | null>(null);
  const linesRef = useRef<HTMLDivElement>(null);
  const actionsRef = useRef<HTMLDivElement>(null);
  const { isPending, submit, isBusy } = useSubmitOnce({ rethrow: true });

  // Each opening starts afresh; reset while rendering, not in an effect.
  const [wasOpen, setWasOpen] = useState(isOpen);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setDraft(freshDraft(initialValues));
      setFailure([]);
      setFormKey((key) => key + 1);
    }
  }

  useEffect(() => {
    if (focusLine.current === null) return;
    linesRef.current?.querySelector<HTMLInputElement>(`[data-order-line="${String(focusLine.current)}"] input`)?.focus();
    focusLine.current = null;
  });

  // The refusal grows in above the buttons and would push them, and itself, below a phone's sheet.
  useEffect(() => {
    if (failure.length > 0) actionsRef.current?.scrollIntoView({ block: 'nearest' });
  }, [failure]);

  const drafts = draft.lines.map(({ line }) => line);
  const totals = orderDraftTotals(drafts.map(fromOrderLineDraft), rate);
  const showVnd = Number.isFinite(rate) && rate > 0;
  const canAdd = draft.lines.length < ORDER_LINES_MAX;

  const updateLine = (key: number, line: OrderLineDraft) =>
    setDraft((current) => ({ ...current, lines: current.lines.map((entry) => (entry.key === key ? { key, line } : entry)) }));

  const addLine = () => {
    if (!canAdd) return;
    const key = draft.nextKey;
    setDraft((current) => ({ ...current, lines: [...current.lines, { key, line: toOrderLineDraft(emptyOrderLine) }], nextKey: current.nextKey + 1 }));
    focusLine.current = key;
  };

  const removeLine = (key: number) => {
    const index = draft.lines.findIndex((entry) => entry.key === key);
    const rest = draft.lines.filter((entry) => entry.key !== key);
    if (index === -1 || rest.length === 0) return;
    setDraft((current) => ({ ...current, lines: current.lines.filter((entry) => entry.key !== key) }));
    // Focus would otherwise fall to the page: the line before takes it (or the new first line).
    focusLine.current = rest[Math.max(0, index - 1)]?.key ?? null;
  };

  const send = () => {
    if (isBusy()) return;
    const request = toCreateOrderRequest(fromCreateOrderDraft({ Lines: drafts, Note: draft.note }));
    setFailure([]);
    submit(() => onSubmit(request)).then(
      (sent) => {
        if (sent) onOpenChange(false);
      },
      (error: unknown) => setFailure(failureLines(error)),
    );
  };

  // Closing mid-request would leave the customer guessing whether the order was made.
  const handleOpenChange = (open: boolean) => {
    if (!open && isBusy()) return;
    onOpenChange(open);
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={handleOpenChange}
      isKeyboardDismissDisabled={isPending}
      title={orderByLinkTexts.title}
      size="lg"
    >
      {({ close }) => (
        <Form
          key={formKey}
          aria-label={orderByLinkTexts.title}
          validate={() =>
            formErrors(
              validateCreateOrderDraft({ Lines: drafts, Note: draft.note }),
              draft.lines.map((entry) => entry.key),
            )
          }
          onSubmit={send}
          className={styles.form}
        >
          <p className={styles.intro}>{orderByLinkTexts.intro}</p>
          <div ref={linesRef} className={styles.lines}>
            {draft.lines.map(({ key, line }, index) => (
              <OrderLineFields
                key={key}
                lineKey={key}
                position={index + 1}
                line={line}
                onChange={(next) => updateLine(key, next)}
                onRemove={draft.lines.length > 1 ? () => removeLine(key) : undefined}
                amount={totals.lines[index] ?? null}
                showVnd={showVnd}
                isDisabled={isPending}
                autoFocus={index === 0}
              />
            ))}
          </div>
          <div className={styles.addRow}>
            <Button variant="secondary" onPress={addLine} isDisabled={!canAdd || isPending}>
              <Icon name="plus" size="sm" />
              {orderByLinkTexts.add}
            </Button>
            <p className={styles.note}>{orderByLinkTexts.linesMax}</p>
          </div>
          <TextArea name="Note" label="Ghi chú đơn hàng" rows={2} maxLength={NOTE_MAX} value={draft.note} onChange={(note) => setDraft((current) => ({ ...current, note }))} />
          <section className={styles.totals} aria-label="Tổng tiền hàng">
            <p className={styles.totalRow}>
              <span className={styles.totalLabel}>Tổng tiền hàng ({totals.counted} sản phẩm)</span>
              <span className={styles.totalValue}>
                <Money amount={totals.goodsCny} currency="CNY" />
                {showVnd ? (
                  <span>
                    ≈ <Money amount={totals.goodsVnd} />
                  </span>
                ) : null}
              </span>
            </p>
            <p className={styles.note}>
              {showVnd ? `Tỷ giá 1 ¥ = ${formatVnd(rate)}. ` : ''}
              {orderByLinkTexts.feesLater} {orderByLinkTexts.afterSubmit}
            </p>
          </section>
          {/* Beside the button just pressed: on a phone the top of the form is scrolled out of sight. */}
          <FormAlert lines={failure} />
          {/*
           * Inside the form rather than in the dialog's footer: Enter in any field then submits through
           * this button in every browser and test tool, and the total sits right above it.
           */}
          <div ref={actionsRef} className={styles.actions}>
            <Button variant="secondary" onPress={close} isDisabled={isPending}>
              {orderByLinkTexts.cancel}
            </Button>
            <Button type="submit" isPending={isPending}>
              {orderByLinkTexts.submit}
            </Button>
          </div>
        </Form>
      )}
    </Dialog>
  );
}
