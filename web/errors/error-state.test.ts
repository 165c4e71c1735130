import { describe, expect, it } from 'vitest';
import { readErrorPageState } from './error-state';

describe('the error page', () => {
  it('takes status and message from the router state', () => {
    expect(readErrorPageState({ status: 503, message: 'Down for maintenance' }, '')).toEqual({
      status: 503,
      message: 'Down for maintenance',
      messageKey: undefined,
    });
  });

  it('takes the status and a known message key from the query', () => {
    expect(readErrorPageState(null, '?status=404&message=notFound')).toEqual({
      status: 404,
      message: undefined,
      messageKey: 'notFound',
    });
  });

  it('ignores free text in the query, so a link cannot put words on the page', () => {
    expect(readErrorPageState(null, '?status=500&message=Call+this+number')).toMatchObject({
      message: undefined,
      messageKey: undefined,
    });
  });

  it('defaults to status 500 and ignores statuses that are no errors', () => {
    expect(readErrorPageState(undefined, '').status).toBe(500);
    expect(readErrorPageState({ status: 200 }, '?status=abc').status).toBe(500);
  });
});
