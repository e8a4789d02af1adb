/** The complaint form's order box: search by part of a code, pick an order that can be complained about. */
import type { LoadStatus } from '../../ui/ContentState';
import { useContext, useEffect, useMemo, useRef, useState } from 'react';
import { Button as AriaButton, ComboBox, ComboBoxStateContext, Input, ListBox, ListBoxItem, Popover, type Key } from 'react-aria-components';
import { formatDate } from '../../ui/DateText';
import { cx, FieldMessages, fieldStyles, Label } from '../../ui/Field';
import { Icon } from '../../ui/Icon';
import { canComplainAbout } from '../shared/complaints';
import { orderStates, statusOf } from '../shared/statuses';
import { muted } from '../../ui/theme/text.css';
import * as styles from './ComplaintForm.css';

/** An order the customer can pick: a row of GET /api/order/orders (Order in the app's schemas). */
export interface ComplaintOrderOption {
  Id: number;
  /** 'DH2611-00123' */
  Code: string;
  /** A code of `orderStates`. */
  State: number;
  /** ISO 8601. */
  CreatedDate: string;
}

export interface ComplaintOrderPickerProps {
  options: readonly ComplaintOrderOption[];
  status: LoadStatus;
  selectedId: number | null;
  /** The chosen order's code, once known ('' before). */
  selectedCode: string;
  onSelect: (orderId: number | null) => void;
  onSearch: (code: string) => void;
  debounceMs: number;
}

/**
 * The order box: type part of a code, the app searches after a pause, pick one. Orders whose goods
 * have not left the shop, or that were cancelled, are listed but cannot be picked.
 */
export function ComplaintOrderPicker({ options, status, selectedId, selectedCode, onSelect, onSearch, debounceMs }: ComplaintOrderPickerProps) {
  const [text, setText] = useState(selectedCode);
  const [shownCode, setShownCode] = useState(selectedCode);
  // The chosen order's code became known (a prefilled order whose details just arrived): show it.
  if (selectedCode !== shownCode) {
    setShownCode(selectedCode);
    setText(selectedCode);
  }

  const [query, setQuery] = useState('');
  const latestSearch = useRef(onSearch);
  const reported = useRef('');
  useEffect(() => {
    latestSearch.current = onSearch;
  });
  useEffect(() => {
    const code = query.trim();
    if (code === reported.current) return;
    const timer = setTimeout(() => {
      reported.current = code;
      latestSearch.current(code);
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [query, debounceMs]);

  // Before anything is typed the box offers only orders that can be picked; a typed code finds every
  // matching order, and one that cannot be picked yet says why.
  const searching = query.trim() !== '';
  const shown = useMemo(() => (searching ? options : options.filter((order) => canComplainAbout(order.State))), [options, searching]);
  const disabledKeys = useMemo(() => shown.filter((order) => !canComplainAbout(order.State)).map((order) => order.Id), [shown]);
  // What react-aria puts back on Escape: the chosen order's code if the list holds it, else nothing.
  const chosenCode = shown.find((order) => order.Id === selectedId)?.Code ?? '';

  const changeText = (value: string) => {
    setText(value);
    // Picking an order writes its code in the box: that is not a new search.
    if (!options.some((order) => order.Code === value)) setQuery(value);
  };

  return (
    <ComboBox
      name="OrderId"
      isRequired
      items={shown}
      disabledKeys={disabledKeys}
      value={selectedId}
      onChange={(key: Key | null) => onSelect(key === null ? null : Number(key))}
      inputValue={text}
      onInputChange={changeText}
      // Typing or the arrow button opens the list, not focus: focus also arrives when a submit takes the
      // customer to this field, and a list opening over the form then would hide the message.
      allowsEmptyCollection
      className={fieldStyles.field}
    >
      <Label>Đơn hàng</Label>
      <div className={cx(fieldStyles.control, fieldStyles.group)}>
        <OrderInput chosenCode={chosenCode} onRevert={changeText} />
        <AriaButton className={fieldStyles.inlineButton} aria-label="Mở danh sách">
          <Icon name="chevron-down" />
        </AriaButton>
      </div>
      <FieldMessages description="Gõ mã đơn để tìm. Khiếu nại được khi shop đã phát hàng và đơn chưa huỷ." />
      <Popover className={fieldStyles.popover} placement="bottom start" offset={4}>
        <ListBox<ComplaintOrderOption>
          className={styles.listBox}
          renderEmptyState={() => (
            <p className={styles.listNote}>
              {status === 'loading'
                ? 'Đang tìm đơn hàng…'
                : status === 'error'
                  ? 'Không tải được danh sách đơn hàng.'
                  : searching
                    ? 'Không tìm thấy đơn hàng nào.'
                    : 'Các đơn gần đây chưa thể khiếu nại. Nhập mã đơn để tìm.'}
            </p>
          )}
        >
          {(order) => {
            const state = statusOf(orderStates, order.State);
            return (
              // Named by all it shows, code then state ('DH2611-00140 Đã thanh toán · đặt ngày 06/11/2026'):
              // a screen reader reads the state with the code as it reaches the option, and why one cannot
              // be picked. No label or description slot: those would name it by its code alone while it
              // shows its state too (axe label-content-name-mismatch), and a description is not always
              // read for the option a combobox points to. `slot="label"` on the code is only a plain
              // attribute here, which the e2e complaint journey reads the code by.
              <ListBoxItem id={order.Id} textValue={order.Code} className={styles.option}>
                <span slot="label" className={styles.optionCode}>
                  {order.Code}
                </span>
                <span className={muted}>
                  {canComplainAbout(order.State)
                    ? `${state.label} · đặt ngày ${formatDate(order.CreatedDate)}`
                    : `${state.label} · chưa thể khiếu nại`}
                </span>
              </ListBoxItem>
            );
          }}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

/**
 * The box. Escape as the ARIA combobox pattern has it: with the list open it closes the list and keeps
 * what was typed; with the list closed it puts back the chosen order's code (nothing before one is
 * chosen); a further Escape goes on to the dialog. react-aria's own Escape closes and puts the code back
 * in one press, and with the text and the choice both held by this picker it left the typed text in the
 * box and took it for new typing: a list opened by typing opened again at once.
 */
function OrderInput({ chosenCode, onRevert }: { chosenCode: string; onRevert: (text: string) => void }) {
  const state = useContext(ComboBoxStateContext);
  return (
    <Input
      className={fieldStyles.groupInput}
      placeholder="VD: DH2611-00123"
      onKeyDownCapture={(event) => {
        if (event.key !== 'Escape' || !state?.isOpen) return;
        // Before react-aria sees it: only the list closes, and neither its Escape nor a dialog's runs.
        event.stopPropagation();
        state.setOpen(false);
      }}
      onKeyDown={(event) => {
        // After react-aria's Escape on a closed list, which chose the order it puts back: the box shows its code.
        if (event.key === 'Escape') onRevert(chosenCode);
      }}
    />
  );
}
