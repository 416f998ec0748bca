import { useTranslation } from 'react-i18next';

import { EnumerationChip } from './cells';
import type { EnumerationName } from './tones';

/**
 * One enumeration value outside a table (a details card): its translated
 * label, as a chip for a status, as listings show it (deviation L5).
 */
/** An enumeration value's translated label, or the value itself when it has none (deviation L5). */
export function useEnumerationLabel() {
  const { t } = useTranslation('enums');
  return (enumeration: EnumerationName, value: string) =>
    value === '' ? '' : t(`${enumeration}.${value}`, { defaultValue: value });
}

export function EnumerationValue({
  enumeration,
  value,
  chip = false,
}: {
  enumeration: EnumerationName;
  value: string;
  chip?: boolean;
}) {
  const label = useEnumerationLabel()(enumeration, value);
  if (!chip || value === '') return <>{label}</>;
  return <EnumerationChip label={label} enumeration={enumeration} value={value} />;
}
