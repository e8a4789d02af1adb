import type { ShellContact } from './types';

/** The phones of the website info (WebsiteInfoSchema); each may be missing. */
export interface WebsitePhones {
  PhoneHN?: string | null;
  PhoneSG?: string | null;
  PhoneQC?: string | null;
}

/** The account manager of getdashboard (SupporterSchema). */
export interface SupporterPhone {
  Name?: string | null;
  Phone?: string | null;
}

const clean = (value: string | null | undefined) => (value ?? '').trim();

/**
 * The numbers the sidebar lists (SPEC §2, §9): the customer's support line first, then the warehouses
 * in the order the login page shows them. A number the server left empty is skipped, not shown blank.
 */
export function contactPhones(websiteInfo?: WebsitePhones | null, supporter?: SupporterPhone | null): ShellContact[] {
  const contacts: ShellContact[] = [
    { label: 'Hotline hỗ trợ', phone: clean(supporter?.Phone) },
    { label: 'Kho Hà Nội', phone: clean(websiteInfo?.PhoneHN) },
    { label: 'Kho TP. Hồ Chí Minh', phone: clean(websiteInfo?.PhoneSG) },
    { label: 'Kho Trung Quốc', phone: clean(websiteInfo?.PhoneQC) },
  ];
  return contacts.filter((contact) => contact.phone !== '');
}
