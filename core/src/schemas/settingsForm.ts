import { z } from 'zod';
import { settingKeys } from '../content/settings.ts';
import { settingValueSchema } from './settings.ts';

/** The whole admin settings form at once: every key validated by its own `settingValueSchema`. */
export const settingsFormSchema = z.object(
  Object.fromEntries(settingKeys.map((key) => [key, settingValueSchema(key)])) as {
    [K in (typeof settingKeys)[number]]: ReturnType<typeof settingValueSchema>;
  },
);
