import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';

export interface FocalPoint {
  x: number;
  y: number;
}

interface FocalPointPickerProps {
  src: string;
  value: FocalPoint;
  onChange: (point: FocalPoint) => void;
  /** The picture's own width and height, so the frame has its shape before it loads. */
  width?: number | null;
  height?: number | null;
}

const clamp = (value: number): number => Math.min(100, Math.max(0, Math.round(value)));

/** "48% across, 22% down", or "the centre". */
export const describeFocalPoint = ({ x, y }: FocalPoint): string => (x === 50 && y === 50 ? 'the centre' : `${x}% across, ${y}% down`);

/** Arrow keys move the point by 1% (10% with Shift); Home puts it back in the centre. */
function movedByKey(point: FocalPoint, key: string, big: boolean): FocalPoint | null {
  const step = big ? 10 : 1;
  switch (key) {
    case 'ArrowLeft':
      return { ...point, x: clamp(point.x - step) };
    case 'ArrowRight':
      return { ...point, x: clamp(point.x + step) };
    case 'ArrowUp':
      return { ...point, y: clamp(point.y - step) };
    case 'ArrowDown':
      return { ...point, y: clamp(point.y + step) };
    case 'Home':
      return { x: 50, y: 50 };
    default:
      return null;
  }
}

/** How the website's crops of the picture will look: a portrait card and a landscape banner. */
const previews = [
  { label: 'Portrait card', ratio: '4 / 5', width: 96 },
  { label: 'Landscape card', ratio: '16 / 10', width: 160 },
] as const;

/**
 * The focal point of an image: click on the picture, or focus the marker and use the arrow keys.
 * Every crop of the image on the website centres on it (CSS `object-position`), so a doctor's face
 * stays in a portrait card; the previews show two such crops as the point moves.
 */
export function FocalPointPicker({ src, value, onChange, width, height }: FocalPointPickerProps) {
  const frame = useRef<HTMLDivElement>(null);
  const labelId = useId();
  const helpId = useId();
  const readout = describeFocalPoint(value);

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const box = frame.current?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return;
    onChange({ x: clamp(((event.clientX - box.left) / box.width) * 100), y: clamp(((event.clientY - box.top) / box.height) * 100) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = movedByKey(value, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    onChange(next);
  };

  return (
    <Box>
      <Typography id={labelId} variant="subtitle2" component="p">
        Focal point
      </Typography>
      <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Click the most important part of the picture (a face). Every crop on the website centres on it. Or focus the marker
        and use the arrow keys (Shift for bigger steps, Home for the centre).
      </Typography>
      <Box
        ref={frame}
        onClick={onClick}
        data-testid="focal-point-frame"
        sx={{ position: 'relative', display: 'inline-block', maxWidth: '100%', cursor: 'crosshair', lineHeight: 0, borderRadius: 1, overflow: 'hidden' }}
      >
        <Box
          component="img"
          src={src}
          alt=""
          draggable={false}
          width={width ?? undefined}
          height={height ?? undefined}
          sx={{ display: 'block', maxWidth: '100%', maxHeight: 360, width: 'auto', height: 'auto', userSelect: 'none' }}
        />
        <Box
          role="slider"
          tabIndex={0}
          aria-labelledby={labelId}
          aria-describedby={helpId}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value.x}
          aria-valuetext={readout}
          onKeyDown={onKeyDown}
          data-testid="focal-point-marker"
          sx={{
            position: 'absolute',
            left: `${value.x}%`,
            top: `${value.y}%`,
            width: 28,
            height: 28,
            transform: 'translate(-50%, -50%)',
            borderRadius: '50%',
            border: '3px solid #fff',
            boxShadow: '0 0 0 2px rgba(0, 0, 0, 0.75), inset 0 0 0 2px rgba(0, 0, 0, 0.75)',
            bgcolor: 'rgba(255, 255, 255, 0.25)',
            '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 3 },
          }}
        />
      </Box>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" aria-live="polite" data-testid="focal-point-readout">
          Centred on {readout}
        </Typography>
        <Button size="small" onClick={() => onChange({ x: 50, y: 50 })} disabled={value.x === 50 && value.y === 50}>
          Reset to the centre
        </Button>
      </Stack>
      <Stack direction="row" spacing={2} sx={{ mt: 1, alignItems: 'flex-end' }}>
        {previews.map((preview) => (
          <Box key={preview.label} component="figure" sx={{ m: 0 }}>
            <Box
              component="img"
              src={src}
              alt=""
              sx={{
                display: 'block',
                width: preview.width,
                aspectRatio: preview.ratio,
                objectFit: 'cover',
                objectPosition: `${value.x}% ${value.y}%`,
                borderRadius: 1,
                bgcolor: 'grey.100',
              }}
            />
            <Typography component="figcaption" variant="caption" color="text.secondary">
              {preview.label}
            </Typography>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
