import { orderStatusOptions } from '@ata/core/order';
import { Tab, Tabs } from '@mui/material';
import { useGetList, useListContext } from 'react-admin';

const tabs = [
  { value: '', label: 'All' },
  ...orderStatusOptions.map(({ value, label }) => ({ value, label })),
];

/** How many orders match the current filters with this status ('' = any). */
function useCount(status: string) {
  const { filterValues } = useListContext();
  const { status: _ignored, ...others } = filterValues as Record<string, unknown>;
  const { total } = useGetList('orders', {
    filter: status ? { ...others, status } : others,
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'createdAt', order: 'DESC' },
  });
  return total;
}

function TabLabel({ status, label }: { status: string; label: string }) {
  const count = useCount(status);
  return (
    <span>
      {label}
      {count !== undefined && ` (${count})`}
    </span>
  );
}

/** Status tabs with counts above the order table (the tab sets the `status` filter). */
export function OrderStatusTabs() {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const current = (filterValues as { status?: string }).status ?? '';
  return (
    <Tabs
      value={current}
      onChange={(_event, status: string) => {
        const { status: _old, ...others } = filterValues as Record<string, unknown>;
        setFilters(status ? { ...others, status } : others, displayedFilters);
      }}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label="Order status"
      // Width 0 and min-width 100%: the tabs scroll inside the list, never widening the page on a phone.
      sx={{ borderBottom: 1, borderColor: 'divider', width: 0, minWidth: '100%' }}
    >
      {tabs.map((tab) => (
        <Tab key={tab.value} value={tab.value} label={<TabLabel status={tab.value} label={tab.label} />} />
      ))}
    </Tabs>
  );
}
