import { useState } from 'react';
import { TextInput, type TextInputProps } from '@mantine/core';
import { senFromText, senToAmount } from '../../core/shared/money.ts';

/**
 * Typed text as sen: empty is null; a negative amount, one with more than two decimals or text
 * that is no amount stays as such (senFromText), for the schema to refuse in its own words.
 */
const senOf = senFromText;

const textOf = (sen: number | null | undefined): string => (sen == null || Number.isNaN(sen) ? '' : senToAmount(sen));

interface MoneyInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'defaultValue'> {
  /** Sen; null (or absent) when empty. */
  value?: number | null;
  onChange(sen: number | null): void;
}

/** An amount in RM typed as text ('12.50'), held by the form as integer sen. */
export function MoneyInput({ value, onChange, ...props }: MoneyInputProps) {
  const [text, setText] = useState(() => textOf(value));
  // The text stays as typed while it means the form's value; a value set from outside (a reset) replaces it.
  const shown = Object.is(senOf(text), value ?? null) ? text : textOf(value);
  return (
    <TextInput
      leftSection="RM"
      inputMode="decimal"
      {...props}
      value={shown}
      onChange={(event) => {
        setText(event.currentTarget.value);
        onChange(senOf(event.currentTarget.value));
      }}
    />
  );
}
