import { MESSAGES } from '@academy/common';
import { ApiError } from './api-error';
import { errorBody } from './error-body';

describe('errorBody', () => {
  it('keeps an ApiError as it is', () => {
    expect(errorBody(new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', MESSAGES.errors.unsupportedCharset))).toEqual({
      status: 415,
      headers: {},
      body: { ok: false, statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE', message: MESSAGES.errors.unsupportedCharset },
    });
  });

  it('keeps the 4xx of a client fault an Express library marked as one (http-errors: status + expose)', () => {
    const fault = Object.assign(new Error('request size did not match content length'), { status: 400, expose: true });
    expect(errorBody(fault)).toEqual({
      status: 400,
      headers: {},
      body: { ok: false, statusCode: 400, code: 'BAD_REQUEST', message: MESSAGES.errors.validation },
    });
    const unsupported = Object.assign(new Error('unsupported'), { status: 415, expose: true });
    expect(errorBody(unsupported).body).toEqual({
      ok: false,
      statusCode: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: MESSAGES.errors.unsupportedMediaType,
    });
  });

  it('answers 500 without details for anything else, a 5xx http-error included', () => {
    const internal = { ok: false, statusCode: 500, code: 'INTERNAL_ERROR', message: MESSAGES.errors.internal };
    expect(errorBody(new Error('database exploded')).body).toEqual(internal);
    expect(errorBody(Object.assign(new Error('stream not readable'), { status: 500, expose: false })).body).toEqual(
      internal,
    );
    expect(errorBody(Object.assign(new Error('not exposed'), { status: 400 })).body).toEqual(internal);
    expect(errorBody('a string').body).toEqual(internal);
  });
});
