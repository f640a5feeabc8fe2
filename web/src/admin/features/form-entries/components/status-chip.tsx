import { statusLabel } from '@hospital/content/forms/desk-declarations';
import Chip from '@mui/material/Chip';

const colours: Record<string, 'primary' | 'warning' | 'success' | 'default'> = { new: 'primary', in_progress: 'warning', done: 'success', spam: 'default' };

export function StatusChip({ status }: { status: string | undefined }) {
  const value = status ?? 'new';
  return <Chip size="small" label={statusLabel(value)} color={colours[value] ?? 'default'} variant={value === 'new' ? 'filled' : 'outlined'} />;
}
