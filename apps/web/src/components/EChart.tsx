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
}

/**
 * One ECharts chart: made on mount, redrawn when `option` changes, resized with its box, disposed
 * on unmount. Import it only from lazily loaded pages, so ECharts never weighs on a first load.
 */
export function EChart({ option, label, height = 320 }: EChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const instance = echarts.init(element, undefined, { renderer: 'canvas' });
    chart.current = instance;
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
    <div role="img" aria-label={label}>
      <div ref={box} style={{ width: '100%', height }} />
    </div>
  );
}
