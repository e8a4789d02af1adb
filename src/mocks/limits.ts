/**
 * Every limit the reference server enforces, in one place (docs/api.md "Limits"; nginx's
 * client_max_body_size per location must be at least these, deploy/nginx.conf).
 *
 * Body caps are sized from what the forms allow, after base64 (a data URL is 4/3 of the file), plus room
 * for the other fields; everything else is small JSON.
 */
import type { EndpointName } from './endpoints';
import type { ThrottleRule } from './throttle';

const KiB = 1024;
const MiB = 1024 * KiB;

/** Bytes of a file sent as base64. */
export const base64Bytes = (bytes: number): number => Math.ceil(bytes / 3) * 4;

/** Any JSON body without a cap of its own. */
export const DEFAULT_BODY_LIMIT = 256 * KiB;

/** Routes whose forms send more (nginx: 4m for the avatar and the extension's cart add, 40m for complaints). */
export const BODY_LIMITS: Readonly<Partial<Record<EndpointName, number>>> = {
  /** One avatar of AVATAR_MAX_BYTES (2 MiB → 2.67 MiB as base64) and the profile's fields. */
  updateuserinfo: 3 * MiB,
  /** PHOTOS_MAX photos of PHOTO_MAX_BYTES (5 × 5 MiB → 33.3 MiB as base64) and the complaint's fields. */
  addComplain: 36 * MiB,
  /** One extension batch: up to 200 products at the bridge's field caps (~13 KiB each at worst). */
  carts: 3 * MiB,
};

export const bodyLimitOf = (name: EndpointName | undefined): number => (name === undefined ? DEFAULT_BODY_LIMIT : (BODY_LIMITS[name] ?? DEFAULT_BODY_LIMIT));

/** The 413 body: the client shows the lines of any 4xx JSON array. */
export const BODY_TOO_LARGE_LINE = 'Dữ liệu gửi lên quá lớn.';

const MINUTE = 60 * 1000;

/** Brute-force limits: over `limit` events in `windowMs`, the call is answered 429 until the oldest leaves. */
export const THROTTLE = {
  /** Wrong passwords for one user name (a right one clears them). */
  loginPerUser: { limit: 10, windowMs: 15 * MINUTE },
  /** Wrong passwords from one address, whatever the user name. */
  loginPerAddress: { limit: 50, windowMs: 15 * MINUTE },
  /** Registrations tried for one user name. */
  registerPerUser: { limit: 10, windowMs: 15 * MINUTE },
  /** Registrations tried from one address. */
  registerPerAddress: { limit: 20, windowMs: 60 * MINUTE },
  /** Reset links asked for one e-mail. */
  forgotPerEmail: { limit: 5, windowMs: 15 * MINUTE },
  /** Reset links asked from one address. */
  forgotPerAddress: { limit: 20, windowMs: 15 * MINUTE },
} as const satisfies Record<string, ThrottleRule>;

/** The 429 line: how many whole minutes to wait (at least 1). */
export const tooManyAttemptsLine = (waitMs: number): string =>
  `Bạn đã thử quá nhiều lần. Vui lòng thử lại sau ${String(Math.max(1, Math.ceil(waitMs / MINUTE)))} phút.`;
