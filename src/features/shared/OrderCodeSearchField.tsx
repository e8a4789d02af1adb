import { DebouncedSearchField, type DebouncedSearchFieldProps } from '../../ui/SearchField';

export type OrderCodeSearchFieldProps = Omit<DebouncedSearchFieldProps, 'label' | 'placeholder'>;

/**
 * The order-code filter of the lists that can be searched by order (orders, parcels, transactions): one
 * label and one example of the code's form, so a customer meets the same box on every list.
 */
export function OrderCodeSearchField(props: OrderCodeSearchFieldProps) {
  return <DebouncedSearchField {...props} label="Mã đơn hàng" placeholder="VD: DH2611-00123" />;
}
