import { ActionIcon, Button, Card, Group, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { E_INVOICE_LIMITS as L } from '../../../core/e-invoice/constants.ts';
import { newContact, type ProfileValues } from './form-values.ts';

/** A company's contact persons: at least one, exactly one the default; the default cannot be removed. */
export function ContactsField({ form }: { form: UseFormReturnType<ProfileValues> }) {
  const { t } = useTranslation();
  const contacts = form.getValues().contacts;
  const makeDefault = (index: number) => form.setFieldValue('contacts', contacts.map((c, i) => ({ ...c, isDefault: i === index })));
  return (
    <Stack gap="xs" data-testid="einvoice-contacts">
      <Text fw={500} size="sm">
        {t('eInvoice.contacts')}
      </Text>
      {contacts.map((contact, i) => (
        <Card key={form.key(`contacts.${i}`)} withBorder padding="sm">
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap">
              <Radio label={t('eInvoice.defaultContact')} checked={contact.isDefault ?? false} onChange={() => makeDefault(i)} data-testid="einvoice-contact-default" />
              <ActionIcon variant="subtle" color="red" aria-label={t('common.delete')} disabled={contact.isDefault} onClick={() => form.removeListItem('contacts', i)}>
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('eInvoice.contactName')} withAsterisk {...form.getInputProps(`contacts.${i}.name`)} data-testid="einvoice-contact-name" />
              <TextInput label={t('eInvoice.jobTitle')} withAsterisk {...form.getInputProps(`contacts.${i}.jobTitle`)} data-testid="einvoice-contact-title" />
              <TextInput label={t('eInvoice.phone')} withAsterisk {...form.getInputProps(`contacts.${i}.phone`)} data-testid="einvoice-contact-phone" />
              <TextInput label={t('eInvoice.email')} withAsterisk {...form.getInputProps(`contacts.${i}.email`)} data-testid="einvoice-contact-email" />
            </SimpleGrid>
          </Stack>
        </Card>
      ))}
      {form.errors.contacts && (
        <Text size="sm" c="red">
          {form.errors.contacts}
        </Text>
      )}
      <Button variant="subtle" leftSection={<IconPlus size={16} />} w="fit-content" disabled={contacts.length >= L.contactsMax} onClick={() => form.insertListItem('contacts', newContact(contacts.length === 0))}>
        {t('eInvoice.addContact')}
      </Button>
    </Stack>
  );
}
