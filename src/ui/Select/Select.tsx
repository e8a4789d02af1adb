import type { ReactNode } from 'react';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
  type ListBoxItemProps,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { cx, FieldMessages, fieldStyles, Label, type FieldChromeProps } from '../Field';
import { Icon } from '../Icon';
import * as styles from './Select.css';

/** One choice: `id` is what the form and `onChange` receive, `label` what the user reads. */
export interface SelectOption {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps
  extends Omit<
      AriaSelectProps<SelectOption>,
      'children' | 'className' | 'validate' | 'validationBehavior' | 'selectionMode' | 'placeholder' | 'items'
    >,
    FieldChromeProps {
  /** The choices. Or pass `<SelectItem>` children instead. */
  items?: Iterable<SelectOption>;
  children?: ReactNode;
  /** @default 'Chọn…' */
  placeholder?: string;
  className?: string;
}

export function SelectItem({ children, className, ...props }: Omit<ListBoxItemProps, 'children' | 'className'> & { children: string; className?: string }) {
  return (
    <ListBoxItem {...props} textValue={props.textValue ?? children} className={cx(styles.item, className)}>
      <span className={styles.itemLabel}>{children}</span>
      <Icon name="check" size="sm" className={styles.check} />
    </ListBoxItem>
  );
}

/**
 * A single choice from a list in a popover: Enter, Space or ArrowDown open it, arrows move, Enter
 * selects, Escape closes, typing a letter jumps to a matching choice.
 */
export function Select({ label, description, errorMessage, items, children, placeholder = 'Chọn…', className, ...props }: SelectProps) {
  return (
    <AriaSelect {...props} placeholder={placeholder} className={cx(fieldStyles.field, className)}>
      {label != null ? <Label>{label}</Label> : null}
      <Button className={cx(fieldStyles.control, styles.trigger)}>
        {/* The chosen item's text only: its list markup (the tick) has no place in the box. */}
        <SelectValue className={styles.value}>
          {({ isPlaceholder, selectedText, defaultChildren }) => (isPlaceholder ? defaultChildren : selectedText)}
        </SelectValue>
        <Icon name="chevron-down" className={styles.chevron} />
      </Button>
      <FieldMessages description={description} errorMessage={errorMessage} />
      <Popover className={fieldStyles.popover} placement="bottom start" offset={4}>
        {items !== undefined ? (
          <ListBox className={styles.listBox} items={items}>
            {(item) => (
              <SelectItem id={item.id} isDisabled={item.isDisabled}>
                {item.label}
              </SelectItem>
            )}
          </ListBox>
        ) : (
          <ListBox className={styles.listBox}>{children}</ListBox>
        )}
      </Popover>
    </AriaSelect>
  );
}
