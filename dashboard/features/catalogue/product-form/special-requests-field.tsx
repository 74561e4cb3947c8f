import { Card, Group, Select, Stack, Switch, TagsInput, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_LIMITS, SELECTION_REQUEST_TYPES, SPECIAL_REQUEST_TYPES } from '../../../../core/catalogue/constants.ts';
import { ListField, RemoveRowButton } from './list-field.tsx';
import type { ProductForm } from './product-form-values.ts';

/** What a buyer is asked when ordering (a message, a date, a choice); choices for checkbox, radio and select. */
export function SpecialRequestsField({ form }: { form: ProductForm }) {
  const { t } = useTranslation();
  const requests = form.getValues().specialRequests;
  return (
    <ListField
      form={form}
      path="specialRequests"
      title={t('catalogue.form.specialRequests')}
      addLabel={t('catalogue.form.addRequest')}
      onAdd={() => form.insertListItem('specialRequests', { title: '', type: 'text', choices: [], required: false })}
      canAdd={requests.length < CATALOGUE_LIMITS.maxSpecialRequests}
    >
      {requests.map((request, index) => (
        <Card key={index} withBorder padding="sm">
          <Group align="flex-start" wrap="nowrap">
            <Stack flex={1} gap="xs">
              <Group align="flex-start" grow>
                <TextInput label={t('catalogue.form.requestTitle')} withAsterisk {...form.getInputProps(`specialRequests.${index}.title`)} />
                <Select
                  label={t('catalogue.form.requestType')}
                  allowDeselect={false}
                  data={SPECIAL_REQUEST_TYPES.map((type) => ({ value: type, label: t(`catalogue.form.requestTypes.${type}`) }))}
                  {...form.getInputProps(`specialRequests.${index}.type`)}
                />
              </Group>
              {SELECTION_REQUEST_TYPES.includes(request.type) && (
                <TagsInput label={t('catalogue.form.choices')} description={t('catalogue.form.choicesHint')} withAsterisk {...form.getInputProps(`specialRequests.${index}.choices`)} />
              )}
              <Switch label={t('catalogue.form.requestRequired')} {...form.getInputProps(`specialRequests.${index}.required`, { type: 'checkbox' })} />
            </Stack>
            <RemoveRowButton onClick={() => form.removeListItem('specialRequests', index)} />
          </Group>
        </Card>
      ))}
    </ListField>
  );
}
