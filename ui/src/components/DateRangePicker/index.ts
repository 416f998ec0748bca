export { type DateRange, DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
export { fromDisplay, searchTerm, toDisplay, todayIso } from './dates';
