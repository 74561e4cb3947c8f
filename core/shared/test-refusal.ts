import { english } from './english.ts';
import { isAppError, type ErrorKind } from './errors.ts';

/** What fn refuses with, for the tests of core's rules: the error's code, kind and field, and its message in English. */
export function refusal(fn: () => unknown): { code: string; kind: ErrorKind; field: string | undefined; message: string } {
  try {
    fn();
  } catch (error) {
    if (!isAppError(error)) throw error;
    return { code: error.code, kind: error.kind, field: error.field, message: english(error.message) };
  }
  throw new Error('expected a refusal, but the call went through');
}
