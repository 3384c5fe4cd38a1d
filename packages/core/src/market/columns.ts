/**
 * The columns of the Dubai Land Department's open data files as Dubai Pulse publishes them
 * (`transactions.csv`: 46, `rent_contracts.csv`: 40), in their published order.
 */
export const TRANSACTION_COLUMNS = [
  'transaction_id',
  'procedure_id',
  'trans_group_id',
  'trans_group_ar',
  'trans_group_en',
  'procedure_name_ar',
  'procedure_name_en',
  'instance_date',
  'property_type_id',
  'property_type_ar',
  'property_type_en',
  'property_sub_type_id',
  'property_sub_type_ar',
  'property_sub_type_en',
  'property_usage_ar',
  'property_usage_en',
  'reg_type_id',
  'reg_type_ar',
  'reg_type_en',
  'area_id',
  'area_name_ar',
  'area_name_en',
  'building_name_ar',
  'building_name_en',
  'project_number',
  'project_name_ar',
  'project_name_en',
  'master_project_en',
  'master_project_ar',
  'nearest_landmark_ar',
  'nearest_landmark_en',
  'nearest_metro_ar',
  'nearest_metro_en',
  'nearest_mall_ar',
  'nearest_mall_en',
  'rooms_ar',
  'rooms_en',
  'has_parking',
  'procedure_area',
  'actual_worth',
  'meter_sale_price',
  'rent_value',
  'meter_rent_price',
  'no_of_parties_role_1',
  'no_of_parties_role_2',
  'no_of_parties_role_3',
] as const;

export const RENT_COLUMNS = [
  'contract_id',
  'contract_reg_type_id',
  'contract_reg_type_ar',
  'contract_reg_type_en',
  'contract_start_date',
  'contract_end_date',
  'contract_amount',
  'annual_amount',
  'no_of_prop',
  'line_number',
  'is_free_hold',
  'ejari_bus_property_type_id',
  'ejari_bus_property_type_ar',
  'ejari_bus_property_type_en',
  'ejari_property_type_id',
  'ejari_property_type_en',
  'ejari_property_type_ar',
  'ejari_property_sub_type_id',
  'ejari_property_sub_type_en',
  'ejari_property_sub_type_ar',
  'property_usage_en',
  'property_usage_ar',
  'project_number',
  'project_name_ar',
  'project_name_en',
  'master_project_ar',
  'master_project_en',
  'area_id',
  'area_name_ar',
  'area_name_en',
  'actual_area',
  'nearest_landmark_ar',
  'nearest_landmark_en',
  'nearest_metro_ar',
  'nearest_metro_en',
  'nearest_mall_ar',
  'nearest_mall_en',
  'tenant_type_id',
  'tenant_type_ar',
  'tenant_type_en',
] as const;

export type TransactionColumn = (typeof TRANSACTION_COLUMNS)[number];
export type RentColumn = (typeof RENT_COLUMNS)[number];
export type DldFileKind = 'transactions' | 'rents';

const COLUMNS = { transactions: TRANSACTION_COLUMNS, rents: RENT_COLUMNS } as const;
const FILE_NAMES: Record<DldFileKind, string> = {
  transactions: 'transactions.csv',
  rents: 'rent_contracts.csv',
};

/** Where each column sits in a file's rows, by name. */
export type ColumnIndex<C extends string> = Record<C, number>;

export type HeaderCheck<C extends string> =
  | { ok: true; index: ColumnIndex<C>; /** Columns the published file does not have, ignored. */ extra: string[] }
  | { ok: false; error: string };

// A spreadsheet's export can add a byte-order mark, spaces or capitals to a header.
const clean = (name: string) =>
  name
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase();

/**
 * Whether a header row is the published one of its file: every published column present
 * (in any order); otherwise an error naming the missing columns, and the other file when
 * the header is that one's.
 * @example checkHeader('rents', ['contract_id', …]) // { ok: true, index: { contract_id: 0, … }, extra: [] }
 */
export function checkHeader<K extends DldFileKind>(
  kind: K,
  header: readonly string[],
): HeaderCheck<K extends 'transactions' ? TransactionColumn : RentColumn> {
  type C = K extends 'transactions' ? TransactionColumn : RentColumn;
  const names = header.map(clean);
  const wanted: readonly string[] = COLUMNS[kind];
  const missing = wanted.filter((column) => !names.includes(column));
  const extra = names.filter((name) => !wanted.includes(name));
  if (missing.length) {
    const other: DldFileKind = kind === 'transactions' ? 'rents' : 'transactions';
    const isOther = COLUMNS[other].every((column) => names.includes(column));
    const list = (columns: readonly string[]) =>
      columns.length > 8 ? `${columns.slice(0, 8).join(', ')} and ${columns.length - 8} more` : columns.join(', ');
    return {
      ok: false,
      error: isOther
        ? `this is a ${FILE_NAMES[other]} file (its ${COLUMNS[other].length} columns), not ${FILE_NAMES[kind]}`
        : `the columns do not match the published ${FILE_NAMES[kind]} (${wanted.length} columns): ` +
          `missing ${list(missing)}${extra.length ? `; not in the published file: ${list(extra)}` : ''}`,
    };
  }
  const index = Object.fromEntries(wanted.map((column) => [column, names.indexOf(column)])) as ColumnIndex<C>;
  return { ok: true, index, extra };
}
