export { QrCode, QrCodePlaceholder, type QrCodeProps } from './QrCode';
export { encodeQr, qrCodesInFlight, useDrawnQr, type DrawnQr } from './encodeQr';
export { QR_QUIET_ZONE, type QrModules } from './types';
