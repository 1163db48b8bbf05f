import { useEffect, useRef } from 'react';
import * as echarts from 'echarts/core';
import type { EChartsCoreOption } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// Modular ECharts: each page registers the chart types it draws (echarts.use) next to its options;
// only the canvas renderer is common to all.
echarts.use([CanvasRenderer]);

interface EChartProps {
  option: EChartsCoreOption;
  /** What the chart shows, for screen readers and tests. */
  label: string;
  height?: number;
  className?: string;
  /** A click on a data item (a pin, a bar); the latest function is called, no re-init needed. */
  onItemClick?: (params: echarts.ECElementEvent) => void;
  /** Called after each drawn frame (keep it cheap), e.g. to read pixel positions. */
  onRendered?: (chart: echarts.ECharts) => void;
}

/**
 * One ECharts chart: made on mount, redrawn when `option` changes, resized with its box, disposed
 * on unmount. Import it only from lazily loaded pages, so ECharts never weighs on a first load.
 */
export function EChart({ option, label, height = 320, className, onItemClick, onRendered }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const clickHandler = useRef(onItemClick);
  const renderedHandler = useRef(onRendered);
  useEffect(() => {
    clickHandler.current = onItemClick;
    renderedHandler.current = onRendered;
  }, [onItemClick, onRendered]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const instance = echarts.init(element, undefined, { renderer: 'canvas' });
    chart.current = instance;
    instance.on('click', (params) => clickHandler.current?.(params as echarts.ECElementEvent));
    // 'rendered', not 'finished': a looping effect (a ripple) never finishes.
    instance.on('rendered', () => renderedHandler.current?.(instance));
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => instance.resize());
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  // The label sits on a wrapper: ECharts writes its own attributes on the box it draws in.
  return (
    <div className={className} role="img" aria-label={label}>
      <div ref={box} style={{ width: '100%', height }} />
    </div>
  );
}
