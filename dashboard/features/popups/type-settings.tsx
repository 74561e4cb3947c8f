import { ActionIcon, Button, Card, Group, MultiSelect, NumberInput, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { POPUP_LIMITS, POPUP_PAGES, type TPopupType } from '../../../core/popups/constants.ts';
import type { TPopupSettings } from '../../../core/popups/schema.ts';
import { useCanEdit } from '../../app/screen-access.tsx';

type Form = UseFormReturnType<TPopupSettings>;

/** The settings only some types have. */
function OwnSettings({ form, type }: { form: Form; type: TPopupType }) {
  const { t } = useTranslation();
  const canEdit = useCanEdit();
  const path = `types.${type}`;
  const number = (field: string, label: string, { min, max }: { min: number; max: number }) => (
    <NumberInput label={label} min={min} max={max} allowDecimal={false} w={{ base: '100%', xs: 200 }} {...form.getInputProps(`${path}.${field}`)} />
  );
  switch (type) {
    case 'order_details':
      return (
        <Group align="flex-end" wrap="wrap">
          {number('lookbackDays', t('popups.lookbackDays'), POPUP_LIMITS.lookbackDays)}
          <Switch label={t('popups.showProduct')} {...form.getInputProps(`${path}.showProduct`, { type: 'checkbox' })} />
        </Group>
      );
    case 'added_to_cart':
      return number('lookbackHours', t('popups.lookbackHours'), POPUP_LIMITS.lookbackHours);
    case 'inquiries':
      return number('lookbackDays', t('popups.lookbackDays'), POPUP_LIMITS.lookbackDays);
    case 'single_product_views':
      return (
        <Group align="flex-end" wrap="wrap">
          {number('lookbackHours', t('popups.lookbackHours'), POPUP_LIMITS.lookbackHours)}
          {number('minViews', t('popups.minViews'), POPUP_LIMITS.minViews)}
        </Group>
      );
    case 'custom': {
      const messages = form.getValues().types.custom.messages;
      return (
        <Stack gap="xs">
          {messages.map((_m, i) => (
            <Group key={form.key(`types.custom.messages.${i}`)} align="flex-start" wrap="wrap">
              <TextInput label={t('popups.customText')} maxLength={POPUP_LIMITS.customTextMaxChars} style={{ flex: '1 1 220px' }} {...form.getInputProps(`types.custom.messages.${i}.text`)} data-testid={`custom-text-${i}`} />
              <TextInput label={t('popups.customLink')} placeholder="https://" style={{ flex: '1 1 180px' }} {...form.getInputProps(`types.custom.messages.${i}.link`)} />
              {canEdit && (
                <ActionIcon variant="subtle" color="red" mt={28} aria-label={t('common.delete')} onClick={() => form.removeListItem('types.custom.messages', i)}>
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
          ))}
          {form.errors['types.custom.messages'] && (
            <Text c="red" size="sm">
              {form.errors['types.custom.messages']}
            </Text>
          )}
          {canEdit && messages.length < POPUP_LIMITS.customMessages && (
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => form.insertListItem('types.custom.messages', { text: '', link: '' })} w="fit-content" data-testid="add-custom">
              {t('popups.addCustom')}
            </Button>
          )}
        </Stack>
      );
    }
    default:
      return (
        <Text size="sm" c="dimmed">
          {t(`popups.hints.${type}`)}
        </Text>
      );
  }
}

/** One message type: its switch, the pages it shows on, and its own settings. */
export function TypeSettings({ form, type }: { form: Form; type: TPopupType }) {
  const { t } = useTranslation();
  const enabled = form.getValues().types[type].enabled;
  return (
    <Card withBorder data-testid={`popup-type-${type}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h5">
            {t(`popups.types.${type}`)}
          </Title>
          <Switch aria-label={t(`popups.types.${type}`)} {...form.getInputProps(`types.${type}.enabled`, { type: 'checkbox' })} data-testid={`switch-${type}`} />
        </Group>
        {enabled && (
          <>
            <MultiSelect label={t('popups.pagesLabel')} data={POPUP_PAGES.map((p) => ({ value: p, label: t(`popups.pages.${p}`) }))} {...form.getInputProps(`types.${type}.pages`)} />
            <OwnSettings form={form} type={type} />
          </>
        )}
      </Stack>
    </Card>
  );
}
