/** Modules of white around the code, as the QR standard asks, so a camera finds its edges. */
export const QR_QUIET_ZONE = 4;

/** A QR code's dark modules, quiet zone included: `dark[y][x]`. */
export type QrModules = boolean[][];
