export { QrCode, QR_QUIET_ZONE, qrModules, type QrCodeProps } from './QrCode';
