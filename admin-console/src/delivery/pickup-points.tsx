import { formatNaira } from '@ata/core/format';
import {
  NIGERIAN_STATES,
  type PickupPointJson,
  pickupPointInputSchema,
  type StateCode,
  statesByName,
} from '@ata/core/pricing';
import {
  BooleanField,
  BooleanInput,
  FunctionField,
  NumberInput,
  SelectInput,
  TextField,
  TextInput,
} from 'react-admin';
import { recordScreens } from '../records/record-screens.tsx';

const stateName = (code: string) => NIGERIAN_STATES[code as StateCode] ?? code;

export const pickupScreens = recordScreens<PickupPointJson>({
  resource: 'pickup-points',
  noun: 'pickup point',
  plural: 'Pickup points',
  schema: pickupPointInputSchema,
  sort: { field: 'name', order: 'ASC' },
  defaults: { name: '', address: '', hours: '', fee: 0, active: true },
  primary: (point) => point.name,
  secondary: (point) => `${stateName(point.state)} · ${point.hours}${point.active ? '' : ' · closed'}`,
  columns: [
    <TextField key="name" source="name" label="Name" />,
    <FunctionField<PickupPointJson>
      key="state"
      source="state"
      label="State"
      render={(point) => stateName(point.state)}
    />,
    <TextField key="hours" source="hours" label="Opening hours" sortable={false} />,
    <FunctionField<PickupPointJson>
      key="fee"
      label="Fee"
      sortable={false}
      render={(point) => formatNaira(point.fee)}
    />,
    <BooleanField key="active" source="active" label="Open" sortable={false} />,
  ],
  inputs: [
    <TextInput key="name" source="name" label="Name" fullWidth />,
    <TextInput key="address" source="address" label="Address" fullWidth multiline />,
    <SelectInput
      key="state"
      source="state"
      label="State"
      choices={statesByName().map(({ code, name }) => ({ id: code, name }))}
    />,
    <TextInput
      key="hours"
      source="hours"
      label="Opening hours"
      fullWidth
      helperText="e.g. Mon–Sat 9am–6pm"
    />,
    <NumberInput key="fee" source="fee" label="Fee (₦)" min={0} />,
    <BooleanInput key="active" source="active" label="Open for pickup" />,
  ],
});
