import { DataTable, type DataTableColumn, type DataTableProps } from 'mantine-datatable';
import classes from './stacked-table.module.css';

/** The class that turns a Mantine Table's rows into stacked cards on a phone; each Td names its column in data-label. */
export const stackedTable = classes.stacked;

/** A column whose cells carry its heading, which a phone shows above each value in place of the hidden header row. */
function labelled<T>(column: DataTableColumn<T>): DataTableColumn<T> {
  if (typeof column.title !== 'string' || column.title === '') return column;
  const label = column.title;
  const own = column.customCellAttributes;
  return { ...column, customCellAttributes: (record, index) => ({ ...own?.(record, index), 'data-label': label }) };
}

/** mantine-datatable's DataTable, whose rows become stacked cards below the sm breakpoint. The dashboard's one data table. */
export function StackedDataTable<T>(props: DataTableProps<T>) {
  const className = props.className ? `${stackedTable} ${props.className}` : stackedTable;
  if (!props.columns) return <DataTable<T> {...props} className={className} />;
  return <DataTable<T> {...props} className={className} columns={props.columns.map(labelled)} />;
}
