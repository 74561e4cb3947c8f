import { Card, Stack, TextInput } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ZContactInput, type TContact } from '../../../core/contacts/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { RecordPage } from '../../components/record-page.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { zodErrors } from '../../components/zod-errors.ts';
import { CONTACT_PATHS as P, NEW_ID } from './paths.ts';

type Values = {
  name: string;
  companyName: string;
  contact: string;
  email: string;
  whatsapp: string;
  date: string;
};

const valuesOf = (c: TContact | null): Values =>
  c ? { name: c.name, companyName: c.companyName, contact: c.contact, email: c.email, whatsapp: c.whatsapp, date: c.date } : { name: '', companyName: '', contact: '', email: '', whatsapp: '', date: '' };

/** The form checks with core's own schema; an empty date is today's (core decides it on the merchant's clock). */
const inputOf = ({ date, ...rest }: Values) => ({ ...rest, ...(date && { date }) });

function ContactForm({ contact }: { contact: TContact | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const create = trpc.contacts.create.useMutation();
  const update = trpc.contacts.update.useMutation();
  const form = useScreenForm<Values>({ initialValues: valuesOf(contact), validate: (values) => zodErrors(ZContactInput.safeParse(inputOf(values))) });
  const { submit, saving } = useFormSave(
    form,
    async (values) => {
      const saved = contact ? await update.mutateAsync({ id: contact.id, ...inputOf(values) }) : await create.mutateAsync(inputOf(values));
      showSuccess(t('contacts.saved', { name: saved.name }));
      await utils.contacts.invalidate();
    },
    () => void navigate(P.list),
  );
  const field = (name: keyof Values, required = false) => (
    <TextInput label={t(`contacts.${name}`)} withAsterisk={required} {...form.getInputProps(name)} data-testid={`contact-${name}`} />
  );
  return (
    <form onSubmit={submit} noValidate data-testid="contact-form">
      <Card withBorder>
        <Stack>
          {field('name', true)}
          {field('companyName')}
          {field('contact', true)}
          {field('email')}
          {field('whatsapp')}
          <TextInput type="date" label={t('contacts.date')} description={t('contacts.dateHint')} {...form.getInputProps('date')} data-testid="contact-date" />
          <SaveActions saving={saving} cancelTo={P.list} saveTestId="save-contact" />
        </Stack>
      </Card>
    </form>
  );
}

/** /tools/contact-list/edit/{id}: a contact's name, company, numbers, e-mail and date ('new' adds one). */
export default function ContactPage() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const adding = id === NEW_ID;
  const contact = trpc.contacts.get.useQuery({ id }, { enabled: !adding, staleTime: Infinity, gcTime: 0 });
  return (
    <RecordPage listPath={P.list} listTitle={t('menu.contactList')} adding={adding} record={contact} heading={contact.data?.name}>
      {(data) => <ContactForm key={data?.id} contact={data} />}
    </RecordPage>
  );
}
