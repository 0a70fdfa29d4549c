import { type Partner, partnerInputSchema } from '@ata/core/partner';
import { Link } from '@mui/material';
import { FunctionField, NumberInput, TextField, TextInput } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { recordScreens } from '../records/record-screens.tsx';
import { adminPath } from '../shared/paths.ts';

const commissionText = (partner: Partner) =>
  partner.commissionPercent === null ? 'No commission' : `${partner.commissionPercent}% commission`;

export const partnerScreens = recordScreens<Partner>({
  resource: 'partners',
  noun: 'partner',
  plural: 'Partners',
  schema: partnerInputSchema,
  sort: { field: 'name', order: 'ASC' },
  intro: (
    <>
      A partner's code is the <code>ref</code> on the links and embeds they use. See what each partner brought
      in the{' '}
      <Link component={RouterLink} to={adminPath('/partner-report')}>
        partner report
      </Link>
      .
    </>
  ),
  defaults: { name: '', code: '', contact: '' },
  primary: (partner) => partner.name,
  secondary: (partner) => `ref=${partner.code} · ${commissionText(partner)}`,
  columns: [
    <TextField key="name" source="name" label="Partner" />,
    <TextField key="code" source="code" label="Code (ref)" />,
    <TextField key="contact" source="contact" label="Contact" sortable={false} />,
    <FunctionField<Partner> key="commission" label="Commission" sortable={false} render={commissionText} />,
  ],
  inputs: [
    <TextInput key="name" source="name" label="Name" fullWidth />,
    <TextInput
      key="code"
      source="code"
      label="Code"
      helperText="Letters, digits and -; used as ref=… in links"
    />,
    <TextInput key="contact" source="contact" label="Contact (optional)" fullWidth />,
    <NumberInput
      key="commissionPercent"
      source="commissionPercent"
      label="Commission % (optional)"
      min={0}
      max={100}
    />,
  ],
});
