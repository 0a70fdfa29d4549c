import { formatNaira } from '@ata/core/format';
import {
  type DeliveryZoneJson,
  deliveryZoneInputSchema,
  estimateText,
  NIGERIAN_STATES,
  type StateCode,
  statesByName,
} from '@ata/core/pricing';
import {
  ArrayInput,
  AutocompleteArrayInput,
  FunctionField,
  NumberInput,
  SimpleFormIterator,
  TextArrayInput,
  TextField,
  TextInput,
} from 'react-admin';
import { recordScreens } from '../records/record-screens.tsx';
import { ExampleZonesButton } from './ExampleZonesButton.tsx';

const stateChoices = statesByName().map(({ code, name }) => ({ id: code, name }));

export const statesText = (states: readonly string[]) =>
  states.length === 0
    ? 'Every other state'
    : states.map((code) => NIGERIAN_STATES[code as StateCode] ?? code).join(', ');

const feeText = (zone: DeliveryZoneJson) =>
  `${formatNaira(zone.flatFee)}${zone.freeAbove === null ? '' : `, free above ${formatNaira(zone.freeAbove)}`}`;

export const zoneScreens = recordScreens<DeliveryZoneJson>({
  resource: 'delivery-zones',
  noun: 'delivery zone',
  plural: 'Delivery zones',
  schema: deliveryZoneInputSchema,
  sort: { field: 'position', order: 'ASC' },
  intro: (
    <>
      The checkout prices delivery from these zones, and the shipping policy page lists them. A state belongs
      to one zone; the zone with no states covers every other state. A zone limited to cities (e.g. Lekki)
      beats its state's zone there.
      <br />
      <ExampleZonesButton />
    </>
  ),
  defaults: {
    name: '',
    states: [],
    cities: [],
    flatFee: 1000,
    estimateMinDays: 2,
    estimateMaxDays: 3,
    express: [],
  },
  primary: (zone) => zone.name,
  secondary: (zone) => `${statesText(zone.states)} · ${feeText(zone)}`,
  columns: [
    <TextField key="name" source="name" label="Zone" />,
    <FunctionField<DeliveryZoneJson>
      key="states"
      label="States"
      sortable={false}
      render={(zone) =>
        `${statesText(zone.states)}${zone.cities.length ? ` (${zone.cities.join(', ')})` : ''}`
      }
    />,
    <FunctionField<DeliveryZoneJson> key="fee" label="Standard delivery" sortable={false} render={feeText} />,
    <FunctionField<DeliveryZoneJson>
      key="estimate"
      label="Estimate"
      sortable={false}
      render={(zone) => estimateText({ min: zone.estimateMinDays, max: zone.estimateMaxDays })}
    />,
  ],
  inputs: [
    <TextInput key="name" source="name" label="Zone name" fullWidth />,
    <AutocompleteArrayInput
      key="states"
      source="states"
      label="States"
      choices={stateChoices}
      fullWidth
      helperText="Leave empty for the zone that covers every state no other zone names"
    />,
    <TextArrayInput
      key="cities"
      source="cities"
      label="Only these cities or LGAs (optional)"
      fullWidth
      helperText="Type a name and press Enter"
    />,
    <NumberInput key="flatFee" source="flatFee" label="Delivery fee (₦)" min={0} />,
    <NumberInput key="freeAbove" source="freeAbove" label="Free above (₦, optional)" min={0} />,
    <NumberInput
      key="weightBaseGrams"
      source="weightBaseGrams"
      label="Weight included (g, optional)"
      min={0}
    />,
    <NumberInput key="weightFeePerKg" source="weightFeePerKg" label="Each extra kg (₦, optional)" min={0} />,
    <NumberInput
      key="estimateMinDays"
      source="estimateMinDays"
      label="Estimate from (business days)"
      min={0}
    />,
    <NumberInput
      key="estimateMaxDays"
      source="estimateMaxDays"
      label="Estimate to (business days)"
      min={0}
    />,
    <ArrayInput key="express" source="express" label="Express options">
      <SimpleFormIterator inline>
        <TextInput source="id" label="Short id (e.g. same-day)" />
        <TextInput source="label" label="Name shown to shoppers" />
        <NumberInput source="fee" label="Fee (₦)" min={0} />
        <NumberInput source="cutoffHour" label="Order before (hour, Lagos)" min={1} max={23} />
        <TextInput source="estimate" label="Arrives" />
      </SimpleFormIterator>
    </ArrayInput>,
    <NumberInput key="position" source="position" label="Order in lists" min={0} />,
  ],
});
