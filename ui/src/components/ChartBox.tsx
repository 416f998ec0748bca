import Box from '@mui/material/Box';
import { type Theme, ThemeProvider } from '@mui/material/styles';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

/**
 * The box every chart draws in (the market chart, the sign-ups chart): left to
 * right in every language, as time and periods run on a chart's axis, and
 * measured before the chart draws.
 *
 * MUI X subtracts its margins and axes from the width it measures; measured
 * before layout (0 px), or squeezed narrower than its axes, the drawing area's
 * width is negative, and the browser rejects the clip rectangle drawn from it
 * ("<rect> attribute width: A negative value is not valid"). So the chart is
 * given the width this box measures, and drawn only once that leaves room.
 */
export function ChartBox({
  height,
  axesWidth,
  children,
}: {
  /** The chart's height: the box keeps it while there is nothing to draw yet. */
  height: number;
  /** What the chart's margins and axes take of its width: narrower than this, nothing is drawn. */
  axesWidth: number;
  /** The chart, drawn at the width given. */
  children: (width: number) => ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    setWidth(element.clientWidth);
    const observer = new ResizeObserver(() => setWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <Box ref={box} dir="ltr" sx={{ width: '100%', minWidth: 0, minHeight: height }}>
      {/* MUI X places axis labels by the theme's direction: left to right here too. */}
      <ThemeProvider theme={(outer: Theme): Theme => ({ ...outer, direction: 'ltr' })}>
        {width > axesWidth && children(width)}
      </ThemeProvider>
    </Box>
  );
}
