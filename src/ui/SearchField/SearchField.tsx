import {
  Button,
  Input,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components';
import { cx, FieldMessages, fieldStyles, Label, type FieldChromeProps } from '../Field';
import { Icon } from '../Icon';
import * as styles from './SearchField.css';

export interface SearchFieldProps
  extends Omit<AriaSearchFieldProps, 'children' | 'className' | 'validate' | 'validationBehavior'>,
    FieldChromeProps {
  placeholder?: string;
  className?: string;
}

/**
 * A search box: Enter calls `onSubmit` with the text, Escape or the "Xoá tìm kiếm" button clears it
 * (`onClear`). Without a visible `label`, give it an `aria-label`.
 */
export function SearchField({ label, description, errorMessage, placeholder, className, ...props }: SearchFieldProps) {
  return (
    <AriaSearchField {...props} className={cx(fieldStyles.field, className)}>
      {label != null ? <Label>{label}</Label> : null}
      <div className={cx(fieldStyles.control, fieldStyles.group)}>
        <Icon name="search" className={styles.magnifier} />
        <Input className={cx(fieldStyles.groupInput, styles.input)} placeholder={placeholder} />
        <Button className={cx(fieldStyles.inlineButton, styles.clear)} aria-label="Xoá tìm kiếm">
          <Icon name="close" />
        </Button>
      </div>
      <FieldMessages description={description} errorMessage={errorMessage} />
    </AriaSearchField>
  );
}
