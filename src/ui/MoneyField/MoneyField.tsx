import { NumberField, type NumberFieldProps } from '../NumberField';

export interface MoneyFieldProps extends Omit<NumberFieldProps, 'value' | 'defaultValue' | 'onChange' | 'onInputChange' | 'currency' | 'hideStepper'> {
  /** The amount in đồng; null while the box is empty. */
  value?: number | null;
  defaultValue?: number | null;
  /** The amount in đồng once the customer leaves the box (or presses Enter); null when it was cleared. */
  onChange?: (amount: number | null) => void;
  /** The amount as it is being typed, at every key (null while the box is empty): for what follows it live. */
  onInputChange?: (amount: number | null) => void;
  /** @default 0 */
  minValue?: number;
}

/** NumberField speaks NaN for an empty box; a form speaks null. */
const toField = (amount: number | null | undefined) => (amount === null ? Number.NaN : amount);

/** Whole đồng have no decimals, so every digit typed is part of the amount and dots are grouping. */
function typedAmount(text: string): number | null {
  const digits = text.replace(/\D/g, '');
  return digits === '' ? null : Number(digits);
}

/**
 * An amount of đồng, shown as "1.000.000 ₫" and typed with or without dots. No −/+ buttons: nobody
 * steps through money, though ArrowUp/ArrowDown still move it by `step`.
 */
export function MoneyField({ value, defaultValue, onChange, onInputChange, minValue = 0, ...props }: MoneyFieldProps) {
  return (
    <NumberField
      {...props}
      hideStepper
      minValue={minValue}
      currency="VND"
      value={toField(value)}
      defaultValue={toField(defaultValue)}
      onChange={onChange ? (amount) => onChange(Number.isNaN(amount) ? null : amount) : undefined}
      onInputChange={onInputChange ? (text) => onInputChange(typedAmount(text)) : undefined}
    />
  );
}
