// The warehouses of the website info (SPEC §2, §3), apart from the footer that shows them: the login
// screen decides with it whether it has a footer, while the footer itself loads lazily.

/** The contact part of the website info (SPEC §3); each value may be missing or null. */
export interface WebsiteContacts {
  AddressHN?: string | null;
  PhoneHN?: string | null;
  AddressSG?: string | null;
  PhoneSG?: string | null;
  AddressQC?: string | null;
  PhoneQC?: string | null;
}

export interface Warehouse {
  name: string;
  address: string;
  phone: string;
}

const clean = (value: string | null | undefined) => (value ?? '').trim();

/** The warehouses the website info knows something about, in the order the customer expects them. */
export function warehousesOf(info: WebsiteContacts | undefined): Warehouse[] {
  if (!info) return [];
  const all: Warehouse[] = [
    { name: 'Kho Hà Nội', address: clean(info.AddressHN), phone: clean(info.PhoneHN) },
    { name: 'Kho TP. Hồ Chí Minh', address: clean(info.AddressSG), phone: clean(info.PhoneSG) },
    { name: 'Kho Trung Quốc', address: clean(info.AddressQC), phone: clean(info.PhoneQC) },
  ];
  return all.filter((warehouse) => warehouse.address !== '' || warehouse.phone !== '');
}
