import { describe, expect, it } from 'vitest';
import { EXTENSION_BATCH_MAX, EXTENSION_CAPS } from '../app/extension/message';
import { AVATAR_MAX_BYTES } from '../features/account/model';
import { NAME_MAX } from '../features/cart/model';
import { PHOTO_MAX_BYTES, PHOTOS_MAX } from '../features/parcels/model';
import { NOTE_MAX } from '../features/shared/validation';
import { base64Bytes, BODY_LIMITS, DEFAULT_BODY_LIMIT } from './limits';
import { extensionProduct } from './fixtures';

const KiB = 1024;
const MiB = 1024 * KiB;
const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

describe('body caps', () => {
  it('hold what the forms allow, after base64, with room for the other fields', () => {
    expect(BODY_LIMITS.updateuserinfo).toBeGreaterThanOrEqual(base64Bytes(AVATAR_MAX_BYTES) + 64 * KiB);
    expect(BODY_LIMITS.addComplain).toBeGreaterThanOrEqual(PHOTOS_MAX * base64Bytes(PHOTO_MAX_BYTES) + 64 * KiB);
  });

  it('hold the largest batch the extension bridge passes on: 200 products, every field at its cap', () => {
    const wide = '字'.repeat(EXTENSION_CAPS.options);
    const product = extensionProduct(0, {
      Name: '字'.repeat(NAME_MAX),
      Options: wide,
      Image: `https://img.example/${'a'.repeat(EXTENSION_CAPS.image - 21)}`,
      Link: `https://item.taobao.com/item.htm?id=${'1'.repeat(EXTENSION_CAPS.image - 36)}`,
      SellerName: '字'.repeat(EXTENSION_CAPS.sellerName),
      PriceTable: Array.from({ length: EXTENSION_CAPS.priceTiers }, (_, index) => ({ MinQuantity: index + 1, Price: 99999.99 })),
      Note: '字'.repeat(NOTE_MAX),
    });
    const batch = bytes(Array.from({ length: EXTENSION_BATCH_MAX }, () => product));
    expect(batch).toBeLessThanOrEqual(BODY_LIMITS.carts ?? 0);
    // Every other call is small JSON: a whole profile form without its avatar is far under the default.
    expect(DEFAULT_BODY_LIMIT).toBeLessThanOrEqual(MiB);
  });
});
