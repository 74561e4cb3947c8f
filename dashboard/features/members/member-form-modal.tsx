import { Modal, PasswordInput, Select, SimpleGrid, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ZNewPassword } from '../../../core/auth/password-rules.ts';
import { ZMemberProfile, type TMemberDetail } from '../../../core/members/schema.ts';
import { useFormSave, useScreenForm } from '../../app/forms.ts';
import { FormActions } from '../../components/form-actions.tsx';
import { MY_STATE_OPTIONS, stateName } from '../../components/places.ts';
import { usePlaces } from '../../components/use-places.ts';
import { schemaResolver } from '../../components/zod-errors.ts';

/** The form: the profile, and on a new member an optional password ('' sets none). */
const ZMemberForm = ZMemberProfile.extend({ password: z.union([z.literal(''), ZNewPassword]).default('') });
type TMemberForm = z.input<typeof ZMemberForm>;
export type TMemberFormValues = z.output<typeof ZMemberProfile> & { password?: string };

const BLANK: TMemberForm = {
  name: '',
  email: '',
  phone: '',
  gender: '',
  dateOfBirth: null,
  emailVerified: false,
  shipAddress: '',
  shipCity: '',
  shipPostcode: '',
  shipState: '',
  shipCountry: 'MY',
  billingAddress: '',
  password: '',
};

const valuesOf = (m: TMemberDetail): TMemberForm => ({
  name: m.name,
  email: m.email,
  phone: m.phone,
  gender: m.gender as TMemberForm['gender'],
  dateOfBirth: m.dateOfBirth,
  emailVerified: m.emailVerified,
  shipAddress: m.shipAddress,
  shipCity: m.shipCity,
  shipPostcode: m.shipPostcode,
  shipState: m.shipState,
  shipCountry: m.shipCountry,
  billingAddress: m.billingAddress,
  password: '',
});

interface Props {
  /** null: a new member. */
  member: TMemberDetail | null;
  save(values: TMemberFormValues): Promise<unknown>;
  onClose(): void;
  onSaved(): void;
}

/** Add a member by hand, or edit one's profile: name, contact, gender, birthday and addresses. */
export function MemberFormModal({ member, save, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const form = useScreenForm<TMemberForm>({ initialValues: member ? valuesOf(member) : BLANK, validate: schemaResolver(ZMemberForm) });
  const { submit, saving } = useFormSave(form, ({ password, ...values }) => save({ ...ZMemberProfile.parse(values), ...(password && { password }) }), onSaved);
  const dob = form.getInputProps('dateOfBirth');
  const places = usePlaces();
  const { shipState, shipCountry } = form.getValues();
  // A state written by hand before (not one of Malaysia's codes) stays choosable as written.
  const states = shipState && stateName(shipState) === shipState ? [...MY_STATE_OPTIONS, { value: shipState, label: shipState }] : MY_STATE_OPTIONS;
  return (
    <Modal opened onClose={onClose} title={<Text fw={700}>{t(member ? 'members.form.edit' : 'members.form.add')}</Text>} size="xl" centered>
      <form onSubmit={submit} noValidate data-testid="member-form">
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t('members.fields.name')} withAsterisk {...form.getInputProps('name')} />
            <TextInput label={t('members.fields.email')} withAsterisk type="email" {...form.getInputProps('email')} />
            <TextInput label={t('members.fields.phone')} inputMode="tel" {...form.getInputProps('phone')} />
            <Select
              label={t('members.fields.gender')}
              allowDeselect={false}
              data={[
                { value: '', label: t('members.gender.none') },
                { value: 'male', label: t('members.gender.male') },
                { value: 'female', label: t('members.gender.female') },
              ]}
              {...form.getInputProps('gender')}
            />
            <TextInput
              label={t('members.fields.dateOfBirth')}
              placeholder="YYYY-MM-DD"
              {...dob}
              value={(dob.value as string | null) ?? ''}
              onChange={(e) => form.setFieldValue('dateOfBirth', e.currentTarget.value || null)}
            />
            {!member && <PasswordInput label={t('members.fields.password')} description={t('members.form.passwordHint')} {...form.getInputProps('password')} />}
          </SimpleGrid>
          <Switch label={t('members.fields.emailVerified')} {...form.getInputProps('emailVerified', { type: 'checkbox' })} />
          <Textarea label={t('members.fields.shipAddress')} autosize minRows={2} {...form.getInputProps('shipAddress')} />
          <SimpleGrid cols={{ base: 1, sm: 4 }}>
            <TextInput label={t('members.fields.shipCity')} {...form.getInputProps('shipCity')} />
            <TextInput label={t('members.fields.shipPostcode')} {...form.getInputProps('shipPostcode')} />
            {shipCountry === 'MY' ? (
              <Select label={t('members.fields.shipState')} searchable clearable data={states} {...form.getInputProps('shipState')} onChange={(value) => form.setFieldValue('shipState', value ?? '')} />
            ) : (
              <TextInput label={t('members.fields.shipState')} {...form.getInputProps('shipState')} />
            )}
            <Select
              label={t('members.fields.shipCountry')}
              searchable
              allowDeselect={false}
              data={places.countryOptions(shipCountry)}
              {...form.getInputProps('shipCountry')}
              onChange={(value) => form.setFieldValue('shipCountry', value ?? 'MY')}
            />
          </SimpleGrid>
          <Textarea label={t('members.fields.billingAddress')} autosize minRows={2} {...form.getInputProps('billingAddress')} />
          <FormActions onCancel={onClose} saving={saving} />
        </Stack>
      </form>
    </Modal>
  );
}
