import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import KeyboardArrowLeftIcon from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';
import KeyboardDoubleArrowLeftIcon from '@mui/icons-material/KeyboardDoubleArrowLeft';
import KeyboardDoubleArrowRightIcon from '@mui/icons-material/KeyboardDoubleArrowRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Spec 2: each list is 300 by 230 px (full width on a phone, where they stack). */
export const LIST_WIDTH_PX = 300;
export const LIST_HEIGHT_PX = 230;

type Key = string | number;

export interface TransferListProps<T> {
  leftTitle: string;
  rightTitle: string;
  left: readonly T[];
  right: readonly T[];
  itemKey: (item: T) => Key;
  primary: (item: T) => string;
  secondary?: (item: T) => ReactNode;
  /** Both lists after a move. */
  onChange: (left: T[], right: T[]) => void;
  /** Shown in a list with nothing in it. */
  leftEmpty: string;
  rightEmpty: string;
  /** Above the left list (the user search of Manage Users). */
  leftHeader?: ReactNode;
  /** Shown over a list whose items are still loading. */
  leftLoading?: boolean;
  rightLoading?: boolean;
  disabled?: boolean;
}

interface SideProps<T> {
  title: string;
  items: readonly T[];
  selected: ReadonlySet<Key>;
  onToggle: (key: Key) => void;
  itemKey: (item: T) => Key;
  primary: (item: T) => string;
  secondary?: (item: T) => ReactNode;
  empty: string;
  header?: ReactNode;
  loading?: boolean;
  disabled?: boolean;
}

/**
 * One list: a named listbox whose options are selected with a click, Space
 * or Enter, and walked with the arrow keys, Home and End (one tab stop, as
 * WAI-ARIA's listbox pattern and MUI's reworked transfer list demos have it).
 */
function Side<T>({
  title,
  items,
  selected,
  onToggle,
  itemKey,
  primary,
  secondary,
  empty,
  header,
  loading,
  disabled,
}: SideProps<T>) {
  const { t } = useTranslation('roles');
  const titleId = useId();
  const [active, setActive] = useState(0);
  const options = useRef<(HTMLDivElement | null)[]>([]);
  const current = Math.min(active, Math.max(items.length - 1, 0));

  const focus = (index: number) => {
    const next = Math.max(0, Math.min(items.length - 1, index));
    setActive(next);
    options.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number, key: Key) => {
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: items.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      focus(moves[event.key] ?? index);
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      onToggle(key);
    }
  };

  return (
    <Paper variant="outlined" sx={{ width: { xs: '100%', sm: LIST_WIDTH_PX }, flexShrink: 0 }}>
      <Box sx={{ px: 2, pt: 1.5, pb: 1 }}>
        <Typography id={titleId} variant="subtitle2" component="h3">
          {title}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t('transfer.selected', {
            selected: items.filter((item) => selected.has(itemKey(item))).length,
            count: items.length,
          })}
        </Typography>
        {header}
      </Box>
      <Box sx={{ height: LIST_HEIGHT_PX, overflow: 'auto', borderTop: 1, borderColor: 'divider' }}>
        <List
          dense
          role="listbox"
          aria-labelledby={titleId}
          aria-multiselectable="true"
          aria-busy={loading ? 'true' : undefined}
          sx={{ py: 0 }}
        >
          {items.map((item, index) => {
            const key = itemKey(item);
            const isSelected = selected.has(key);
            return (
              <ListItemButton
                key={key}
                role="option"
                aria-selected={isSelected}
                aria-disabled={disabled || undefined}
                tabIndex={index === current ? 0 : -1}
                ref={(node: HTMLDivElement | null) => {
                  options.current[index] = node;
                }}
                onClick={() => {
                  setActive(index);
                  if (!disabled) onToggle(key);
                }}
                onKeyDown={(event) => {
                  if (!disabled) onKeyDown(event, index, key);
                }}
              >
                <ListItemIcon sx={{ minWidth: 36 }}>
                  {/* Decorative: the option's aria-selected carries the state (a real checkbox would nest controls). */}
                  {isSelected ? (
                    <CheckBoxIcon fontSize="small" color="primary" aria-hidden />
                  ) : (
                    <CheckBoxOutlineBlankIcon fontSize="small" aria-hidden />
                  )}
                </ListItemIcon>
                <ListItemText primary={primary(item)} secondary={secondary?.(item)} />
              </ListItemButton>
            );
          })}
        </List>
        {items.length === 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ p: 2, textAlign: 'center' }}>
            {loading ? t('transfer.loading') : empty}
          </Typography>
        )}
      </Box>
    </Paper>
  );
}

/**
 * Two lists and the four buttons of spec 2 (all right, selected right,
 * selected left, all left). In right-to-left languages the lists mirror, so
 * the arrows and the buttons' names follow what the user sees.
 */
export function TransferList<T>(props: TransferListProps<T>) {
  const { left, right, itemKey, onChange, disabled } = props;
  const { t } = useTranslation('roles');
  const rtl = useTheme().direction === 'rtl';
  const [selected, setSelected] = useState<ReadonlySet<Key>>(new Set());

  const toggle = (key: Key) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const picked = (items: readonly T[]) => items.filter((item) => selected.has(itemKey(item)));
  const without = (items: readonly T[], gone: readonly T[]) => {
    const keys = new Set(gone.map(itemKey));
    return items.filter((item) => !keys.has(itemKey(item)));
  };
  const move = (from: 'left' | 'right', moving: readonly T[]) => {
    if (moving.length === 0) return;
    const keys = new Set(moving.map(itemKey));
    setSelected((current) => new Set([...current].filter((key) => !keys.has(key))));
    if (from === 'left') onChange(without(left, moving), [...right, ...moving]);
    else onChange([...left, ...moving], without(right, moving));
  };

  const pickedLeft = picked(left);
  const pickedRight = picked(right);
  // On a phone the lists stack, so "right" points down; in Arabic the lists mirror.
  const icon = (Icon: typeof KeyboardArrowRightIcon) => (
    <Icon sx={{ transform: { xs: `rotate(${rtl ? -90 : 90}deg)`, sm: 'none' } }} />
  );
  const buttons = [
    {
      label: t('transfer.allRight'),
      Icon: rtl ? KeyboardDoubleArrowLeftIcon : KeyboardDoubleArrowRightIcon,
      disabled: left.length === 0,
      run: () => move('left', left),
    },
    {
      label: t('transfer.selectedRight'),
      Icon: rtl ? KeyboardArrowLeftIcon : KeyboardArrowRightIcon,
      disabled: pickedLeft.length === 0,
      run: () => move('left', pickedLeft),
    },
    {
      label: t('transfer.selectedLeft'),
      Icon: rtl ? KeyboardArrowRightIcon : KeyboardArrowLeftIcon,
      disabled: pickedRight.length === 0,
      run: () => move('right', pickedRight),
    },
    {
      label: t('transfer.allLeft'),
      Icon: rtl ? KeyboardDoubleArrowRightIcon : KeyboardDoubleArrowLeftIcon,
      disabled: right.length === 0,
      run: () => move('right', right),
    },
  ];

  // What both lists share.
  const sideProps = {
    selected,
    onToggle: toggle,
    itemKey,
    primary: props.primary,
    secondary: props.secondary,
    disabled,
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' }, justifyContent: 'center' }}
    >
      <Side
        {...sideProps}
        title={props.leftTitle}
        items={left}
        empty={props.leftEmpty}
        header={props.leftHeader}
        loading={props.leftLoading}
      />
      <Stack direction={{ xs: 'row', sm: 'column' }} spacing={1} sx={{ alignSelf: 'center', justifyContent: 'center' }}>
        {buttons.map(({ label, Icon, disabled: nothing, run }) => (
          <Button
            key={label}
            variant="outlined"
            size="small"
            aria-label={label}
            title={label}
            disabled={disabled || nothing}
            onClick={run}
            sx={{ minWidth: 48 }}
          >
            {icon(Icon)}
          </Button>
        ))}
      </Stack>
      <Side
        {...sideProps}
        title={props.rightTitle}
        items={right}
        empty={props.rightEmpty}
        loading={props.rightLoading}
      />
    </Stack>
  );
}
