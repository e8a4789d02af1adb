import { NumberField, type NumberFieldProps } from '../NumberField';

export interface MoneyFieldProps extends Omit<NumberFieldProps, 'value' | 'defaultValue' | 'onChange' | 'formatOptions' | 'hideStepper'> {
  /** The amount in đồng; null while the box is empty. */
  value?: number | null;
  defaultValue?: number | null;
  /** The amount in đồng once the customer leaves the box (or presses Enter); null when it was cleared. */
  onChange?: (amount: number | null) => void;
  /** @default 0 */
  minValue?: number;
}

// Whole đồng: VND has no minor unit that people use, and a stray decimal would be read as thousands.
const vnd: Intl.NumberFormatOptions = { style: 'currency', currency: 'VND', maximumFractionDigits: 0 };

/** react-aria's NumberField speaks NaN for an empty box; a form speaks null. */
const toField = (amount: number | null | undefined) => (amount === null ? Number.NaN : amount);

/**
 * An amount of đồng, shown as "1.000.000 ₫" and typed with or without dots. No −/+ buttons: nobody
 * steps through money, though ArrowUp/ArrowDown still move it by `step`.
 */
export function MoneyField({ value, defaultValue, onChange, minValue = 0, ...props }: MoneyFieldProps) {
  return (
    <NumberField
      {...props}
      hideStepper
      minValue={minValue}
      formatOptions={vnd}
      value={toField(value)}
      defaultValue={toField(defaultValue)}
      onChange={onChange ? (amount) => onChange(Number.isNaN(amount) ? null : amount) : undefined}
    />
  );
}
