import { Card, Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PERSON_KINDS, REFERRAL_LIMITS as L } from '../../../core/referral/constants.ts';
import { ZReferralPersonInput, type TReferralPerson, type TReferralPersonValues } from '../../../core/referral/schema.ts';
import { showSuccess } from '../../app/dialogs.tsx';
import { showFormError, useScreenForm } from '../../app/forms.ts';
import { trpc } from '../../app/trpc.ts';
import { RecordPage } from '../../components/record-page.tsx';
import { SaveActions } from '../../components/save-actions.tsx';
import { zodErrors } from '../../components/zod-errors.ts';
import { BindingCard } from './binding-card.tsx';
import { REFERRAL_PATHS as P } from './paths.ts';
import { ShareLink } from '../../components/shop-links/share-link.tsx';

const TEXT_FIELDS = ['name', 'customName', 'contact', 'email'] as const;
const MAX_CHARS = { name: L.nameMaxChars, customName: L.customNameMaxChars, contact: L.contactMaxChars, email: L.emailMaxChars };

const valuesOf = (p: TReferralPerson | null): TReferralPersonValues => ({
  name: p?.name ?? '',
  customName: p?.customName ?? '',
  contact: p?.contact ?? '',
  email: p?.email ?? '',
  groupId: p?.group?.id ?? null,
  active: p?.active ?? true,
  kind: p?.kind ?? 'temporary',
});

function PersonForm({ person }: { person: TReferralPerson | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const groups = trpc.referral.groupOptions.useQuery();
  const create = trpc.referral.createPerson.useMutation();
  const update = trpc.referral.updatePerson.useMutation();
  const form = useScreenForm<TReferralPersonValues>({ initialValues: valuesOf(person), validate: (values) => zodErrors(ZReferralPersonInput.safeParse(values)) });
  const submit = form.onSubmit(async ({ kind, ...values }) => {
    try {
      const saved = person ? await update.mutateAsync({ id: person.id, person: values }) : await create.mutateAsync({ ...values, kind });
      showSuccess(t('referral.person.saved', { name: saved.name }));
      await utils.referral.invalidate();
      // A new person's page opens next, for binding their member.
      void navigate(person ? P.persons : P.person(saved.id), { replace: !person });
    } catch (error) {
      showFormError(form, error, person ? 'person.' : '');
    }
  });
  return (
    <form onSubmit={submit} noValidate data-testid="referral-person-form">
      <Card withBorder>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {TEXT_FIELDS.map((field) => (
              <TextInput key={field} label={t(`referral.person.fields.${field}`)} withAsterisk maxLength={MAX_CHARS[field]} {...form.getInputProps(field)} data-testid={`referral-${field}`} />
            ))}
            <Select
              label={t('referral.person.group')}
              placeholder={t('referral.person.noGroup')}
              clearable
              data={(groups.data ?? []).map((g) => ({ value: g.id, label: t('referral.group.option', { name: g.name, percent: g.commissionPercent }) }))}
              {...form.getInputProps('groupId')}
              data-testid="referral-group"
            />
            <Select
              label={t('referral.person.kind')}
              description={person ? t('referral.person.kindHint') : undefined}
              data={PERSON_KINDS.map((k) => ({ value: k, label: t(`referral.kinds.${k}`) }))}
              allowDeselect={false}
              disabled={person !== null}
              {...form.getInputProps('kind')}
              data-testid="referral-kind"
            />
          </SimpleGrid>
          <Switch label={t('referral.person.active')} {...form.getInputProps('active', { type: 'checkbox' })} data-testid="referral-active" />
          {person && <ShareLink url={person.url} />}
          <SaveActions saving={create.isPending || update.isPending} cancelTo={P.persons} saveTestId="save-referral-person" />
        </Stack>
      </Card>
    </form>
  );
}

/** /referral/referral-info-edit/{action_id}: a referral person's details and member binding ('new' adds one). */
export default function PersonPage() {
  const { t } = useTranslation();
  const id = useParams().action_id ?? '';
  const adding = id === 'new';
  const person = trpc.referral.person.useQuery({ id }, { enabled: !adding, staleTime: Infinity, gcTime: 0 });
  return (
    <RecordPage listPath={P.persons} listTitle={t('menu.referralPersons')} adding={adding} record={person}>
      {(data) => (
        <Stack>
          <PersonForm key={data?.id} person={data} />
          {data && <BindingCard person={data} />}
        </Stack>
      )}
    </RecordPage>
  );
}
