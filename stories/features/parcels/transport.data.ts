/**
 * Parcels for the stories of src/features/parcels, taken from the mock world's seed (the same parcels,
 * journeys and products the demo shows). Deterministic: a seeded world on a fixed clock, so every run
 * and every screenshot sees the same rows.
 */
import type { TransportDetailData } from '../../../src/features/parcels/TransportDetailScreen';
import type { TransportRowData } from '../../../src/features/parcels/TransportListScreen';
import { fixtures } from '../../../src/mocks';

const seed: readonly TransportDetailData[] = fixtures.seedBooks().transports;

const copy = (transport: TransportDetailData): TransportDetailData => structuredClone(transport);

/** The list row of a parcel, as GET /api/order/transports sends it (no fees, events or items). */
export function transportRow(transport: TransportDetailData, overrides: Partial<TransportRowData> = {}): TransportRowData {
  const { Id, TransportCode, OrderId, OrderCode, Status, CreatedDate, UpdatedDate, Weight, WarehouseName, Volume } = transport;
  return { Id, TransportCode, OrderId, OrderCode, Status, CreatedDate, UpdatedDate, Weight, WarehouseName, Volume, ...overrides };
}

/**
 * A page of the parcel list: the seed's parcels in turn, newest first; beyond the seed they repeat
 * with their own ids and codes, so a long list stays a list of distinct parcels.
 */
export function transportPage(total: number, skip: number, take: number): { Items: TransportRowData[]; Total: number } {
  const ordered = [...seed].sort((a, b) => Date.parse(b.UpdatedDate ?? b.CreatedDate) - Date.parse(a.UpdatedDate ?? a.CreatedDate));
  const count = Math.max(0, Math.min(take, total - skip));
  return {
    Items: Array.from({ length: count }, (_, offset) => {
      const index = skip + offset;
      const round = Math.floor(index / ordered.length);
      const source = ordered[index % ordered.length]!;
      return round === 0
        ? transportRow(source)
        : transportRow(source, { Id: 90_000 + index, TransportCode: `${source.TransportCode.slice(0, -3)}${String(index).padStart(3, '0')}` });
    }),
    Total: total,
  };
}

/** One row per parcel status the seed has (every status of the catalogue), measured and not. */
export function oneOfEachStatus(): { Items: TransportRowData[]; Total: number } {
  const statuses = [...new Set(seed.map((transport) => transport.Status))].sort((a, b) => a - b);
  const inStatus = (status: number) => seed.filter((transport) => transport.Status === status);
  const rows = statuses.map((status) => transportRow(inStatus(status).find((transport) => transport.Volume !== null) ?? inStatus(status)[0]!));
  return { Items: rows, Total: rows.length };
}

/** A parcel of the seed in `status` (a code of transportStatuses), with its whole journey. */
export function transportDetail(status: number): TransportDetailData {
  const found = seed.find((transport) => transport.Status === status && transport.OrderId !== null);
  if (!found) throw new Error(`The seed world has no parcel in status ${String(status)}`);
  return copy(found);
}

const longWarehouse = 'Kho Thành phố Hồ Chí Minh – Quận Tân Bình (nhận hàng ký gửi, hàng cồng kềnh và hàng dễ vỡ)';

/** Long Vietnamese and Chinese text everywhere it can be long: names, options, notes, warehouse. */
export function longTextTransport(): TransportDetailData {
  const transport = transportDetail(4);
  return {
    ...transport,
    OrderCode: 'DH2611-00123-GHEP-DON-HANG-NHIEU-SHOP',
    WarehouseName: longWarehouse,
    Events: transport.Events.map((event, index) =>
      index === 0
        ? {
            ...event,
            Note: '卖家已发货，快递公司：中通快递（ZTO Express），请耐心等待揽收 — Người bán đã giao hàng cho đơn vị vận chuyển, vui lòng chờ kho Quảng Châu nhận và cân kiện hàng trước khi xuất sang Việt Nam',
          }
        : event,
    ),
    Items: [
      {
        Name: '2024新款韩版宽松百搭加厚羊羔毛连帽外套女冬季学生棉服 — Áo khoác lông cừu dáng rộng có mũ, dày dặn, phong cách Hàn Quốc cho mùa đông',
        Image: transport.Items[0]?.Image ?? '',
        Options: 'Size XXXL (phù hợp 75–85 kg);Màu xanh rêu đậm phối viền trắng ngà',
        Quantity: 12,
      },
      ...transport.Items,
    ],
  };
}

/** The list with long text: long order codes and warehouse names in every row. */
export function longTextPage(): { Items: TransportRowData[]; Total: number } {
  const page = transportPage(6, 0, 6);
  return {
    ...page,
    Items: page.Items.map((row, index) => ({
      ...row,
      OrderCode: index % 2 === 0 ? `DH2611-${String(120 + index).padStart(5, '0')}-GHEP-DON-NHIEU-SHOP-TAOBAO` : row.OrderCode,
      WarehouseName: longWarehouse,
    })),
  };
}

/** A parcel holding many products (a wholesale order split over few parcels). */
export function manyItemsTransport(count = 24): TransportDetailData {
  const transport = transportDetail(6);
  return {
    ...transport,
    Items: Array.from({ length: count }, (_, index) => {
      const product = fixtures.products[index % fixtures.products.length]!;
      return {
        Name: product.Name,
        Image: fixtures.imageUrl(product.image),
        Options: fixtures.optionsOf(product.sizes[index % product.sizes.length] ?? '', product.colours[index % product.colours.length] ?? ''),
        Quantity: 1 + (index % 5),
      };
    }),
  };
}

/**
 * Puts a stand-in for navigator.clipboard in place (the story's browser may refuse the real one
 * without a user gesture or permission); returns the function that puts the real one back.
 */
export function stubClipboard(writeText: (text: string) => Promise<void>): () => void {
  const own = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return () => {
    if (own) Object.defineProperty(navigator, 'clipboard', own);
    else delete (navigator as { clipboard?: unknown }).clipboard;
  };
}

/** A browser without a clipboard API at all (an http page on a LAN address). */
export function removeClipboard(): () => void {
  const own = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
  return () => {
    if (own) Object.defineProperty(navigator, 'clipboard', own);
    else delete (navigator as { clipboard?: unknown }).clipboard;
  };
}
