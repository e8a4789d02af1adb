import { describe, expect, test } from 'vitest';
import { contactPhones } from './contacts';

describe('contactPhones', () => {
  test('the support line first, then the warehouses that have a phone', () => {
    expect(
      contactPhones({ PhoneHN: '024 3795 6868', PhoneSG: null, PhoneQC: ' +86 135 2468 6868 ' }, { Name: 'Trần Thu Hà', Phone: '0912 686 868' }),
    ).toEqual([
      { label: 'Hotline hỗ trợ', phone: '0912 686 868' },
      { label: 'Kho Hà Nội', phone: '024 3795 6868' },
      { label: 'Kho Trung Quốc', phone: '+86 135 2468 6868' },
    ]);
  });

  test('nothing known, nothing listed', () => {
    expect(contactPhones(undefined, null)).toEqual([]);
    expect(contactPhones({ PhoneHN: '  ' }, { Phone: '' })).toEqual([]);
  });
});
