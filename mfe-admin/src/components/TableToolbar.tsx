import { Button, Flex } from 'antd';
import type { CsvDownload } from '@beacon/shared/api';
import { ExportButton } from './ExportButton';
import { SearchBox, type SearchBoxProps } from './SearchBox';

export interface TableToolbarProps {
  search: SearchBoxProps;
  /** Selects every row shown (as many as one bulk action takes). */
  onSelectShown: () => void;
  exportLabel: string;
  /** Downloads the rows the table's filters show. */
  exportRows: () => Promise<CsvDownload>;
}

/** Above a table of the admin area: its search, "Select all shown" and the CSV export of what it shows. */
export function TableToolbar({ search, onSelectShown, exportLabel, exportRows }: TableToolbarProps) {
  return (
    <Flex gap={12} wrap align="start" justify="space-between">
      <SearchBox {...search} />
      <Flex gap={8} wrap>
        <Button onClick={onSelectShown} disabled={search.found === 0}>
          Select all shown
        </Button>
        <ExportButton label={exportLabel} run={exportRows} />
      </Flex>
    </Flex>
  );
}
