export { DateField, type DateFieldProps } from './DateField';
export {
  type DateLimits,
  isoDateOf,
  type IsoDate,
  parseIsoDate,
  type RangeProblem,
  rangeProblem,
  todayIso,
} from './dates';
export { DateLocalization } from './localization';
