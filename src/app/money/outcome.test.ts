import { describe, expect, it } from 'vitest';
import { ApiError, OfflineError, ParseError, RequestTimeoutError } from '../api/errors';
import { texts } from '../api/texts';
import { classifyFailure } from './outcome';

describe('classifyFailure', () => {
  it.each([400, 404, 409, 413, 422, 429])('treats %i as a definite refusal: nothing moved', (status) => {
    expect(classifyFailure(new ApiError(status, ['Lý do']))).toEqual({ kind: 'refused', lines: ['Lý do'], alerted: false });
  });

  it.each([
    [404, 'Không tìm thấy dữ liệu cần xử lý. Hãy tải lại trang rồi thử lại.'],
    [409, 'Dữ liệu đã thay đổi trong lúc bạn thao tác. Hãy kiểm tra lại rồi thử lại.'],
    [413, 'Dữ liệu gửi lên quá lớn.'],
    [422, 'Máy chủ không chấp nhận yêu cầu này. Hãy kiểm tra lại thông tin.'],
    [429, 'Bạn thao tác quá nhanh. Vui lòng đợi một lát rồi thử lại.'],
  ])('gives a %i without lines its own Vietnamese text', (status, line) => {
    expect(classifyFailure(new ApiError(status, []))).toMatchObject({ kind: 'refused', lines: [line] });
  });

  it.each([401, 403])('leaves %i to the session (SPEC §8): nothing was applied', (status) => {
    expect(classifyFailure(new ApiError(status, [], { alerted: true }))).toEqual({ kind: 'sessionEnded' });
  });

  // A status that says nothing definite about what the server did must keep the key: the money may have moved.
  it.each([300, 302, 304, 405, 408, 410, 418, 425, 499, 500, 502, 503, 504])('treats %i as unclear', (status) => {
    expect(classifyFailure(new ApiError(status, ['<html>']))).toEqual({ kind: 'unclear' });
  });

  // Issue 25 §5: the server or nginx refuses a body over its cap before reading it; its line is shown.
  it('treats 413 as a refusal, with its line or a sentence of its own', () => {
    expect(classifyFailure(new ApiError(413, ['Dữ liệu gửi lên quá lớn.']))).toEqual({ kind: 'refused', lines: ['Dữ liệu gửi lên quá lớn.'], alerted: false });
    expect(classifyFailure(new ApiError(413, []))).toEqual({ kind: 'refused', lines: ['Dữ liệu gửi lên quá lớn.'], alerted: false });
  });

  it('treats a time-out, an answer that is not JSON and anything unforeseen as unclear', () => {
    expect(classifyFailure(new RequestTimeoutError('POST', '/api/customer/deposit'))).toEqual({ kind: 'unclear' });
    expect(classifyFailure(new ParseError(200, '<!doctype html>'))).toEqual({ kind: 'unclear' });
    expect(classifyFailure(new TypeError('boom'))).toEqual({ kind: 'unclear' });
  });

  it('tells a lost connection (status 0) from a request never sent (offline)', () => {
    expect(classifyFailure(new ApiError(0, [], { alerted: true }))).toEqual({ kind: 'connectionLost' });
    expect(classifyFailure(new OfflineError('POST', '/api/customer/deposit'))).toEqual({ kind: 'notSent', lines: [texts.offline] });
  });
});
