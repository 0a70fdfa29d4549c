import {
  parseSettings,
  type Settings,
  settingFields,
  settingsFormSchema,
  settingTabs,
} from '@ata/core/settings';
import { messages } from '@ata/core/site';
import { Alert, Box, Card, CardContent, CircularProgress } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { SaveButton, TabbedForm, TabbedFormTabs, Title, Toolbar, useDataProvider } from 'react-admin';
import type { AdminDataProvider } from '../data/data-provider.ts';
import { useMutationToasts } from '../shared/use-mutation-toasts.ts';
import { adminTitle, usePageTitle } from '../shared/use-page-title.ts';
import { zodValidate } from '../shared/zod-validate.ts';
import { changedSettings } from './changed-settings.ts';
import { SettingField } from './SettingField.tsx';

const validateSettings = zodValidate(settingsFormSchema);
const SETTINGS_KEY = ['admin', 'settings'];

/** /admin/settings: tabs General, Contact Info, Social Media, Orders, Messages; Save enabled once something changed. */
export function SettingsPage() {
  usePageTitle(adminTitle('Settings'));
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const { succeeded, failed } = useMutationToasts();
  const query = useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: async (): Promise<Settings> => parseSettings(await dataProvider.getSettings()),
  });

  const save = async (values: Record<string, unknown>) => {
    const loaded = query.data;
    if (!loaded) return;
    try {
      for (const [key, value] of changedSettings(loaded, values)) {
        await dataProvider.updateSetting(key, value);
      }
      succeeded(messages.settingsUpdated)();
    } catch (error) {
      failed(messages.settingsFailed)(error);
    } finally {
      await queryClient.invalidateQueries({ queryKey: SETTINGS_KEY });
    }
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Settings" />
      {query.isPending && (
        <Box
          sx={{ display: 'grid', placeItems: 'center', py: 6 }}
          role="status"
          aria-label="Loading settings"
        >
          <CircularProgress />
        </Box>
      )}
      {query.isError && <Alert severity="error">Could not load the settings. Please try again.</Alert>}
      {query.data && (
        <Card>
          <CardContent sx={{ p: 0, '&:last-child': { pb: 0 } }}>
            <TabbedForm
              key={JSON.stringify(query.data)}
              record={{ id: 'settings', ...query.data }}
              onSubmit={save}
              validate={validateSettings}
              syncWithLocation={false}
              // Five tabs are wider than a phone: they scroll sideways inside their bar, not the page. The bar
              // must not lend its tabs' width to the page either (react-admin's layout is as wide as the widest
              // content): width 0 stretched to the card by min-width keeps it out of that measure.
              tabs={
                <TabbedFormTabs
                  variant="scrollable"
                  scrollButtons={false}
                  sx={{ width: 0, minWidth: '100%' }}
                />
              }
              noValidate
              toolbar={
                <Toolbar>
                  <SaveButton label="Save Settings" />
                </Toolbar>
              }
            >
              {settingTabs.map((tab) => (
                <TabbedForm.Tab key={tab.value} label={tab.label}>
                  {settingFields
                    .filter((field) => field.tab === tab.value)
                    .map((field) => (
                      <SettingField key={field.key} field={field} />
                    ))}
                </TabbedForm.Tab>
              ))}
            </TabbedForm>
          </CardContent>
        </Card>
      )}
    </Box>
  );
}
