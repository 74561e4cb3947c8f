import { SELECTION_REQUEST_TYPES } from '../catalogue/constants.ts';
import { AppError } from '../shared/errors.ts';
import { CHECKOUT_MESSAGES as M } from './messages.ts';
import type { PricedLine } from '../pricing/types.ts';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * Checks a line's answers to its product's special requests and returns them as the buyer
 * reads them ('Gift wrap: Yes; Message: Happy birthday'). A required request needs an answer;
 * a choice must be one of the request's; a date is 'YYYY-MM-DD' and a time 'HH:MM'.
 */
export function requestsText(line: Pick<PricedLine, 'index' | 'product' | 'requests'>): string {
  const field = `items.${line.index}.requests`;
  const known = new Map(line.product.requests.map((r) => [r.id, r]));
  for (const answer of line.requests) if (!known.has(answer.requestId)) throw new AppError('CHECKOUT.REQUEST_UNKNOWN', M.requestUnknown, 'invalid', field);
  const parts: string[] = [];
  for (const request of line.product.requests) {
    const answer = line.requests.find((a) => a.requestId === request.id);
    const values = (answer === undefined ? [] : Array.isArray(answer.value) ? answer.value : [answer.value]).filter((v) => v !== '');
    if (!values.length) {
      if (request.required) throw new AppError('CHECKOUT.REQUEST_REQUIRED', M.requestRequired(request.title), 'invalid', field);
      continue;
    }
    const choice = () => new AppError('CHECKOUT.REQUEST_CHOICE', M.requestChoice(request.title), 'invalid', field);
    if (SELECTION_REQUEST_TYPES.includes(request.type)) {
      if (request.type !== 'checkbox' && values.length > 1) throw choice();
      if (values.some((v) => !request.choices.includes(v))) throw choice();
    } else if (values.length > 1 || (request.type === 'date' && !DATE.test(values[0]!)) || (request.type === 'time' && !TIME.test(values[0]!))) {
      throw choice();
    }
    parts.push(`${request.title}: ${values.join(', ')}`);
  }
  return parts.join('; ');
}
