import { describe, expect, it } from 'vitest';
import { requestsText } from './special-requests.ts';
import { refusal } from '../shared/test-refusal.ts';

const requests = [
  { id: 'r1', title: 'Candles', type: 'radio', choices: ['Yes', 'No'], required: true },
  { id: 'r2', title: 'Toppings', type: 'checkbox', choices: ['Nuts', 'Fruit'], required: false },
  { id: 'r3', title: 'Day', type: 'date', choices: [], required: false },
  { id: 'r4', title: 'Time', type: 'time', choices: [], required: false },
];
const line = (answers: { requestId: string; value: string | string[] }[]) => ({ index: 2, product: { requests } as never, requests: answers });

describe('requestsText', () => {
  it('writes the answers in the merchant order, skipping blanks', () => {
    expect(requestsText(line([{ requestId: 'r4', value: '14:30' }, { requestId: 'r1', value: 'No' }, { requestId: 'r2', value: [] }, { requestId: 'r3', value: '2026-05-01' }]))).toBe(
      'Candles: No; Day: 2026-05-01; Time: 14:30',
    );
  });

  it('refuses a missing required answer, a foreign request, a choice not offered and malformed dates and times', () => {
    expect(refusal(() => requestsText(line([])))).toMatchObject({ message: 'Please fill in "Candles".', field: 'items.2.requests' });
    expect(refusal(() => requestsText(line([{ requestId: 'r1', value: 'Yes' }, { requestId: 'x', value: 'a' }]))).message).toBe('This special request does not belong to the product.');
    expect(refusal(() => requestsText(line([{ requestId: 'r1', value: ['Yes', 'No'] }]))).message).toBe('Please choose from the options of "Candles".');
    expect(refusal(() => requestsText(line([{ requestId: 'r1', value: 'Yes' }, { requestId: 'r2', value: ['Nuts', 'Gold'] }]))).message).toBe('Please choose from the options of "Toppings".');
    expect(refusal(() => requestsText(line([{ requestId: 'r1', value: 'Yes' }, { requestId: 'r3', value: '1 May' }]))).message).toBe('Please choose from the options of "Day".');
    expect(refusal(() => requestsText(line([{ requestId: 'r1', value: 'Yes' }, { requestId: 'r4', value: '25:00' }]))).message).toBe('Please choose from the options of "Time".');
  });
});
