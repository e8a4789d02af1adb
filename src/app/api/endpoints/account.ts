// SPEC §7 Account: the six calls a visitor makes before logging in.
import type { ResetPasswordRequest } from '../../../features/auth/model';
import { request } from '../client';
import { LoginResponseSchema, WarehouseListSchema, WebsiteInfoSchema } from '../schemas/account';
import type { LoginPayload, RegisterPayload } from '../schemas/account';
import { MutationResultSchema } from '../schemas/common';
import { route } from './catalog';
import { loadingQuery, signalOf, silentOf } from './shared';
import type { ReadOptions, WriteOptions } from './shared';

/** GET /api/account/getwarehouses */
export function getWarehouses(options?: ReadOptions) {
  return request({ ...route('getWarehouses'), query: loadingQuery(options), schema: WarehouseListSchema, ...signalOf(options) });
}

/** GET /api/account/getwebsiteinfo */
export function getWebsiteInfo(options?: ReadOptions) {
  return request({ ...route('getWebsiteInfo'), query: loadingQuery(options), schema: WebsiteInfoSchema, ...signalOf(options) });
}

/** POST /api/account/login */
export function login(payload: LoginPayload, options?: WriteOptions) {
  return request({ ...route('login'), body: payload, schema: LoginResponseSchema, ...signalOf(options), ...silentOf(options) });
}

/** POST /api/account/register */
export function register(payload: RegisterPayload, options?: WriteOptions) {
  return request({ ...route('register'), body: payload, schema: MutationResultSchema, ...signalOf(options), ...silentOf(options) });
}

/** POST /api/account/sendforgotpassword: the body is the email itself, as a JSON string. */
export function sendForgotPassword(email: string, options?: WriteOptions) {
  return request({ ...route('sendForgotPassword'), body: email, schema: MutationResultSchema, ...signalOf(options), ...silentOf(options) });
}

/** POST /api/account/resetpassword/{id}; `id` comes from the route reset-password/{id}. */
export function resetPassword(id: string, payload: ResetPasswordRequest, options?: WriteOptions) {
  return request({ ...route('resetPassword', { id }), body: payload, schema: MutationResultSchema, ...signalOf(options), ...silentOf(options) });
}
