import { formatNaira } from '@ata/core/format';
import { DISCOUNT_KINDS, type DiscountJson, discountInputSchema } from '@ata/core/pricing';
import {
  AutocompleteArrayInput,
  BooleanField,
  BooleanInput,
  DateTimeInput,
  FormDataConsumer,
  FunctionField,
  NumberField,
  NumberInput,
  ReferenceArrayInput,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';
import { recordScreens } from '../records/record-screens.tsx';

const KIND_NAMES: Record<(typeof DISCOUNT_KINDS)[number], string> = {
  percent: 'Percentage off',
  fixed: 'Amount off',
  'free-delivery': 'Free delivery',
};

const gives = (discount: DiscountJson) =>
  discount.kind === 'percent'
    ? `${discount.percent}% off`
    : discount.kind === 'fixed'
      ? `${formatNaira(discount.amount ?? 0)} off`
      : 'Free delivery';

const usesText = (discount: DiscountJson) =>
  `${discount.uses}${discount.maxUses === null ? '' : ` of ${discount.maxUses}`} used`;

export const discountScreens = recordScreens<DiscountJson>({
  intro: (
    <>
      Codes are typed at the checkout (or arrive in a link with ?code=); automatic offers apply by themselves.
      Each order keeps the code and the amount it took off.
    </>
  ),
  resource: 'discounts',
  noun: 'discount',
  plural: 'Discounts',
  schema: discountInputSchema,
  sort: { field: 'createdAt', order: 'DESC' },
  defaults: { code: '', label: '', kind: 'percent', percent: 10, active: true, firstOrderOnly: false },
  primary: (discount) => discount.code ?? `${discount.label} (automatic)`,
  secondary: (discount) => `${gives(discount)} · ${usesText(discount)}${discount.active ? '' : ' · off'}`,
  columns: [
    <FunctionField<DiscountJson>
      key="code"
      source="code"
      label="Code"
      render={(d) => d.code ?? 'Automatic'}
    />,
    <TextField key="label" source="label" label="Label" />,
    <FunctionField<DiscountJson> key="gives" label="Gives" sortable={false} render={gives} />,
    <NumberField key="uses" source="uses" label="Used" />,
    <FunctionField<DiscountJson> key="max" label="Limit" sortable={false} render={(d) => d.maxUses ?? '—'} />,
    <BooleanField key="active" source="active" label="On" sortable={false} />,
  ],
  inputs: [
    <TextInput
      key="code"
      source="code"
      label="Code"
      helperText="What shoppers type (any case); leave empty for an automatic offer"
      parse={(value: string) => (value === '' ? null : value)}
    />,
    <TextInput key="label" source="label" label="Label shown in the cart" fullWidth />,
    <SelectInput
      key="kind"
      source="kind"
      label="Gives"
      choices={DISCOUNT_KINDS.map((kind) => ({ id: kind, name: KIND_NAMES[kind] }))}
    />,
    <FormDataConsumer key="amount">
      {({ formData }) =>
        formData.kind === 'percent' ? (
          <NumberInput source="percent" label="Percent off" min={1} max={100} />
        ) : formData.kind === 'fixed' ? (
          <NumberInput source="amount" label="Amount off (₦)" min={0} />
        ) : null
      }
    </FormDataConsumer>,
    <NumberInput key="minSubtotal" source="minSubtotal" label="Minimum subtotal (₦, optional)" min={0} />,
    <DateTimeInput key="startsAt" source="startsAt" label="Starts (optional)" />,
    <DateTimeInput key="endsAt" source="endsAt" label="Ends (optional)" />,
    <ReferenceArrayInput key="productIds" source="productIds" reference="products">
      <AutocompleteArrayInput optionText="name" label="Only these products (optional)" fullWidth />
    </ReferenceArrayInput>,
    <ReferenceArrayInput key="categoryIds" source="categoryIds" reference="categories" perPage={100}>
      <AutocompleteArrayInput optionText="name" label="Only these categories (optional)" fullWidth />
    </ReferenceArrayInput>,
    <ReferenceArrayInput key="zoneIds" source="zoneIds" reference="delivery-zones" perPage={100}>
      <AutocompleteArrayInput optionText="name" label="Only in these delivery zones (optional)" fullWidth />
    </ReferenceArrayInput>,
    <BooleanInput key="firstOrderOnly" source="firstOrderOnly" label="First order per phone number only" />,
    <NumberInput key="maxUses" source="maxUses" label="Uses in total (optional)" min={1} />,
    <NumberInput
      key="maxUsesPerPhone"
      source="maxUsesPerPhone"
      label="Uses per phone number (optional)"
      min={1}
    />,
    <BooleanInput key="active" source="active" label="Switched on" />,
  ],
});
