// The back-office kit (decision 015): every admin area is built from these pieces. Back-office chunks only:
// the bundle check fails if a storefront screen reaches this folder.

export { ConfirmDialog } from '../confirm-dialog';
export { LocaleNumberInput } from '../locale-number-input';
export { MoneyInput } from '../money-input';
export { StackedTable } from '../stacked-table';
export { AdminListPage, type AdminListPageProps } from './admin-list-page';
export { CategoryFilter } from './category-filter';
export { CoinFilter } from './coin-filter';
export { ColorField } from './color-field';
export { type DataColumn, DataTable, type RowAction, type RowSelection } from './data-table';
export { FormActions } from './form-actions';
export { FormDialog } from './form-dialog';
export { FormShell } from './form-shell';
export { IMAGE_ACCEPT, ImageUploadButton, useImageUpload } from './image-upload';
export { ListPagination } from './list-pagination';
export { PagedTable } from './paged-table';
export { PERIOD_PRESETS, type Period, type PeriodPreset, presetOf, presetPeriod } from './period';
export { PeriodFilter } from './period-filter';
export { periodReader } from './period-reader';
export { type NotFoundWords, RecordNotFound, RecordPage } from './record-page';
export { RichTextInput } from './rich-text-input';
export { ScheduleEditor } from './schedule-editor';
export { SlugInput } from './slug-input';
export { TimeField } from './time-field';
export { useDeleteRow } from './use-delete-row';
export { valueAxis } from './value-axis';
