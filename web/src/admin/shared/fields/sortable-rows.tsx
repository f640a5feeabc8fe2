import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import AddIcon from '@mui/icons-material/Add';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { moveItem, useRowIds } from './use-row-ids';

interface RowListProps<Row> {
  rows: readonly Row[];
  onChange: (rows: Row[]) => void;
  /** The row the Add button appends. */
  newRow: () => Row;
  /** What a row is called in the buttons' accessible names ("Testimonials row"). */
  rowLabel: string;
  /** The Add button's text. */
  addLabel: string;
  renderRow: (row: Row, index: number) => ReactNode;
  disabled?: boolean | undefined;
}

/**
 * An editable list of rows (a repeater's rows, a template's field definitions): sortable rows that
 * keep their ids while they move, and a button that adds one. Every repeater in the studio is one.
 */
export function RowList<Row>({ rows, onChange, newRow, rowLabel, addLabel, renderRow, disabled }: RowListProps<Row>) {
  const rowIds = useRowIds(rows.length);
  return (
    <>
      <SortableRows
        ids={rowIds.ids}
        rowLabel={rowLabel}
        disabled={disabled}
        onMove={(from, to) => {
          rowIds.move(from, to);
          onChange(moveItem(rows, from, to));
        }}
        onRemove={(index) => {
          rowIds.remove(index);
          onChange(rows.filter((_, i) => i !== index));
        }}
        renderRow={(index) => (index < rows.length ? renderRow(rows[index] as Row, index) : null)}
      />
      <Button
        startIcon={<AddIcon />}
        sx={{ mt: 1 }}
        disabled={disabled}
        onClick={() => {
          rowIds.add();
          onChange([...rows, newRow()]);
        }}
      >
        {addLabel}
      </Button>
    </>
  );
}

interface SortableRowsProps {
  /** Stable ids, one per row, in display order. */
  ids: readonly string[];
  /** What a row is called in the buttons' accessible names ("Testimonials row"). */
  rowLabel: string;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  renderRow: (index: number) => ReactNode;
  disabled?: boolean;
}

/**
 * Rows that reorder by dragging their handle (pointer, or Space/arrows on the focused handle)
 * and by the Move up / Move down buttons, and that can be removed.
 */
export function SortableRows({ ids, rowLabel, onMove, onRemove, renderRow, disabled }: SortableRowsProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        <Stack spacing={1.5} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {ids.map((id, index) => (
            <SortableRow
              key={id}
              id={id}
              index={index}
              count={ids.length}
              label={`${rowLabel} ${index + 1}`}
              onMove={onMove}
              onRemove={onRemove}
              disabled={disabled}
            >
              {renderRow(index)}
            </SortableRow>
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

interface SortableRowProps {
  id: string;
  index: number;
  count: number;
  label: string;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
  disabled?: boolean | undefined;
  children: ReactNode;
}

function SortableRow({ id, index, count, label, onMove, onRemove, disabled, children }: SortableRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled: Boolean(disabled),
  });
  return (
    <Paper
      component="li"
      ref={setNodeRef}
      variant="outlined"
      aria-label={label}
      sx={{
        p: 2,
        transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
        transition,
        opacity: isDragging ? 0.6 : 1,
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
      }}
    >
      <Stack direction="row" spacing={1} sx={{ mb: 1, alignItems: 'center' }}>
        <Tooltip title="Drag to reorder">
          <IconButton
            ref={setActivatorNodeRef}
            size="small"
            aria-label={`Drag ${label}`}
            disabled={disabled}
            sx={{ cursor: 'grab', touchAction: 'none' }}
            {...attributes}
            {...listeners}
          >
            <DragIndicatorIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
          {label}
        </Typography>
        <IconButton size="small" aria-label={`Move ${label} up`} disabled={disabled || index === 0} onClick={() => onMove(index, index - 1)}>
          <ArrowUpwardIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={`Move ${label} down`}
          disabled={disabled || index === count - 1}
          onClick={() => onMove(index, index + 1)}
        >
          <ArrowDownwardIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={`Remove ${label}`} disabled={disabled} onClick={() => onRemove(index)}>
          <DeleteOutlinedIcon fontSize="small" />
        </IconButton>
      </Stack>
      <Box>{children}</Box>
    </Paper>
  );
}
