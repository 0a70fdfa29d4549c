import type { settingFields } from '@ata/core/settings';
import { BooleanInput, TextInput } from 'react-admin';

type Field = (typeof settingFields)[number];

/** A switch stores 'on' or 'off'. */
const fromSwitch = (value: unknown) => value === 'on';
const toSwitch = (checked: unknown) => (checked ? 'on' : 'off');

/** One field of the Settings screen, drawn by its type. */
export function SettingField({ field }: { field: Field }) {
  if (field.type === 'switch')
    return <BooleanInput source={field.key} label={field.label} format={fromSwitch} parse={toSwitch} />;
  if (field.type === 'time')
    return (
      <TextInput
        source={field.key}
        label={field.label}
        type="time"
        helperText="Leave blank for none"
        // A time input always shows its --:-- mask: the label must stay above it.
        slotProps={{ inputLabel: { shrink: true } }}
        sx={{ maxWidth: 260 }}
        fullWidth
      />
    );
  return (
    <TextInput
      source={field.key}
      label={field.label}
      type={field.type === 'textarea' ? 'text' : field.type}
      multiline={field.type === 'textarea'}
      minRows={field.type === 'textarea' ? 3 : undefined}
      fullWidth
    />
  );
}
