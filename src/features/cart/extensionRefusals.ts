// Why a product from the browser extension did not reach the cart (issue 13 §2). The codes are part of
// the bridge's reply to the extension (docs/api.md "Extension bridge"); the texts are what the cart's
// panel says about each product.

export const REFUSAL_REASONS = ['unreadable', 'unsupported_link', 'link_mismatch', 'quantity', 'price', 'too_long', 'server_refused', 'outbox_full'] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];

/** A product the portal could not add, as the panel shows it until the customer dismisses it. */
export interface RefusedProduct {
  /** A local id, for the list's keys. */
  readonly id: string;
  /** The product's name as the extension sent it; '' when it sent none. */
  readonly name: string;
  /** Its link as sent; shown as a link only when it is http(s). */
  readonly link: string;
  readonly reason: RefusalReason;
  /** The server's own words, when the server refused it. */
  readonly detail?: string;
}

export const refusalTexts: Record<RefusalReason, string> = {
  unreadable: 'Thiếu thông tin hoặc thông tin sai định dạng.',
  unsupported_link: 'Link không phải trang sản phẩm Taobao, Tmall hoặc 1688.',
  link_mismatch: 'Mã sản phẩm hoặc nguồn hàng không khớp với link.',
  quantity: 'Số lượng phải là số nguyên từ 1 đến 9999.',
  price: 'Giá phải lớn hơn 0, có tối đa 2 chữ số thập phân và không quá 1.000.000 ¥.',
  too_long: 'Tên, ghi chú, phân loại hoặc tên cửa hàng quá dài.',
  server_refused: 'Hệ thống không nhận sản phẩm này.',
  outbox_full: 'Đang có quá nhiều sản phẩm chờ thêm vào giỏ hàng. Hãy gửi lại sau khi các sản phẩm đang chờ đã được thêm.',
};
